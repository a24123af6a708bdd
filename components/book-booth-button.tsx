"use client";

/** 'Book this Booth' on an AVAILABLE booth card; adding to the cart arrives with the booth cart. */
export function BookBoothButton({
  boothId,
  boothName,
  priceCents,
}: {
  boothId: number;
  boothName: string;
  priceCents: number | null;
}) {
  return (
    <button
      type="button"
      className="mt-4 btn-primary w-full"
      data-booth-id={boothId}
      data-booth-name={boothName}
      data-booth-price={priceCents ?? ""}
    >
      Book this Booth
    </button>
  );
}
