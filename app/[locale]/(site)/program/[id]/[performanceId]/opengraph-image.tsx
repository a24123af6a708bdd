import { performanceCard } from "@/lib/site/share-previews";
import { sharePreviewResponse } from "@/lib/site/share-image";

export const alt = "The performance's title, day and time and stage over its picture";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

type Props = { params: Promise<{ locale: string; id: string; performanceId: string }> };

/** A performance's preview picture when its link is shared, in the page's language. */
export default async function Image({ params }: Props) {
  const { locale, id, performanceId } = await params;
  return sharePreviewResponse(await performanceCard(id, performanceId, locale));
}
