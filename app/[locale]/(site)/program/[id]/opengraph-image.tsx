import { programCard } from "@/lib/site/share-previews";
import { sharePreviewResponse } from "@/lib/site/share-image";

export const alt = "The festival's program: its name, dates and place over its picture";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

type Props = { params: Promise<{ locale: string; id: string }> };

/** The program's preview picture when its link is shared, in the page's language. */
export default async function Image({ params }: Props) {
  const { locale, id } = await params;
  return sharePreviewResponse(await programCard(id, locale));
}
