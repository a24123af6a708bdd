"use client";

import { useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { formatCad } from "@/lib/payments/pricing";
import { seatOffers, type SeatOffer, type SeatRequest } from "@/lib/seats/hall";
import { rowPriceBands, type SeatOnMap } from "@/lib/seats/seat-shapes";
import { offerInWords } from "@/lib/seats/seat-words";
import { useT } from "../locale-provider";
import { SubmitButton } from "../forms/form-field";

/** The most seats the list is asked for at once (a checkout takes no more by default). */
const MOST_SEATS = 10;
/** The offers shown, best first. */
const OFFERS_SHOWN = 5;

/** The list's choices as its selects hold them ("" for any price, the best row). */
type ListChoice = { need: "seats" | "wheelchair"; count: string; price: string; row: string };

/**
 * "Choose from a list": the grid's choice without the grid, for anyone who cannot use it. The
 * buyer says how many seats (or a wheelchair space), at which price and in which row (or the best
 * available); the best offers come first (`seatOffers`), and choosing one puts its seats in the
 * selection the grid shows, replacing what was chosen before.
 */
export function SeatList({
  seats,
  onChoose,
}: {
  seats: SeatOnMap[];
  onChoose: (offer: SeatOffer) => void;
}) {
  const { t, locale } = useT();
  const id = useId();
  const [request, setRequest] = useState<SeatRequest | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const hasWheelchair = seats.some((s) => s.seatKind === "WHEELCHAIR");
  // Choices from lists only, none of which can be wrong: no checks beyond the lists themselves.
  const form = useForm<ListChoice>({
    defaultValues: { need: "seats", count: "2", price: "", row: "" },
  });
  const wheelchair = useWatch({ control: form.control, name: "need" }) === "wheelchair";
  const bands = rowPriceBands(seats);
  const prices = [...new Set(bands.map((b) => b.priceCents))].sort((a, b) => b - a);
  const rows = [...new Set(seats.map((s) => s.seatRow))].sort((a, b) => a - b);
  const offers = request ? seatOffers(seats, request).slice(0, OFFERS_SHOWN) : null;

  function find(choice: ListChoice) {
    const number = (value: string) => (value === "" ? null : Number(value));
    setRequest({
      count: number(choice.count) ?? 1,
      priceCents: number(choice.price),
      row: number(choice.row),
      wheelchair: choice.need === "wheelchair",
    });
    requestAnimationFrame(() => resultsHeading.current?.focus());
  }

  const rowsOfPrice = (priceCents: number) =>
    bands
      .filter((b) => b.priceCents === priceCents)
      .map((b) =>
        t("seats.list.rows", { count: b.to - b.from + 1, from: String(b.from), to: String(b.to) }),
      )
      .reduce((first, rest) => t("seats.list.join", { first, rest }));

  return (
    <details
      className="mb-6 rounded-lg border border-ink/15 bg-sand-50 p-3"
      data-testid="seat-list"
    >
      <summary className="min-h-11 cursor-pointer py-2 font-bold">
        <h2 className="inline text-lg">{t("seats.list.heading")}</h2>
      </summary>
      <p className="mt-2 text-sm text-ink-soft">{t("seats.list.intro")}</p>
      <form
        onSubmit={(e) => void form.handleSubmit(find)(e)}
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t("seats.list.heading")}
      >
        {hasWheelchair && (
          <div>
            <label htmlFor={`${id}-need`} className="field-label">
              {t("seats.list.need")}
            </label>
            <select id={`${id}-need`} className="field-input" {...form.register("need")}>
              <option value="seats">{t("seats.list.needSeats")}</option>
              <option value="wheelchair">{t("seats.list.needWheelchair")}</option>
            </select>
          </div>
        )}
        {!wheelchair && (
          <div>
            <label htmlFor={`${id}-count`} className="field-label">
              {t("seats.list.count")}
            </label>
            <select id={`${id}-count`} className="field-input" {...form.register("count")}>
              {Array.from({ length: MOST_SEATS }, (_, i) => (
                <option key={i} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-price`} className="field-label">
            {t("seats.list.price")}
          </label>
          <select id={`${id}-price`} className="field-input" {...form.register("price")}>
            <option value="">{t("seats.list.anyPrice")}</option>
            {prices.map((cents) => (
              <option key={cents} value={cents}>
                {t("seats.list.priceOption", {
                  price: formatCad(cents, locale),
                  rows: rowsOfPrice(cents),
                })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-row`} className="field-label">
            {t("seats.list.row")}
          </label>
          <select id={`${id}-row`} className="field-input" {...form.register("row")}>
            <option value="">{t("seats.list.bestRow")}</option>
            {rows.map((row) => (
              <option key={row} value={row}>
                {t("seats.list.rowOption", { row: String(row) })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end sm:col-span-2 lg:col-span-4">
          <SubmitButton label={t("seats.list.find")} />
        </div>
      </form>
      {offers && request && (
        <section aria-labelledby={`${id}-offers`} className="mt-4">
          <h3 id={`${id}-offers`} ref={resultsHeading} tabIndex={-1} className="font-bold">
            {t("seats.list.offersHeading")}
          </h3>
          {offers.length === 0 ? (
            <p className="mt-2">
              {t(request.wheelchair ? "seats.list.noneWheelchair" : "seats.list.none")}
            </p>
          ) : (
            <>
              {!offers[0]!.together && (
                <p className="mt-2 font-semibold text-crimson">
                  {t("seats.list.notTogether", { count: request.count })}
                </p>
              )}
              <ol className="mt-2 space-y-2">
                {offers.map((offer) => (
                  <li key={offer.seats.map((s) => s.seatId).join("-")}>
                    <button
                      type="button"
                      className="btn-secondary w-full justify-start text-start"
                      onClick={() => onChoose(offer)}
                    >
                      <span className="sr-only">{t("seats.list.choose")} </span>
                      {offerInWords(t, locale, offer)}
                    </button>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
    </details>
  );
}
