import { stageCard } from "@/lib/site/share-previews";
import { sharePreviewResponse } from "@/lib/site/share-image";

export const alt = "The concert's name, date and place over its picture";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

type Props = { params: Promise<{ locale: string }> };

/** The page's preview picture: the seated event on sale (404 while there is none). */
export default async function Image({ params }: Props) {
  return sharePreviewResponse(await stageCard((await params).locale));
}
