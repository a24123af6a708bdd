import { homeCard } from "@/lib/site/share-previews";
import { sharePreviewResponse } from "@/lib/site/share-image";

export const alt = "The featured festival's name, dates and place over its picture";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

type Props = { params: Promise<{ locale: string }> };

/** The page's preview picture: the featured festival (404 while none is featured). */
export default async function Image({ params }: Props) {
  return sharePreviewResponse(await homeCard((await params).locale));
}
