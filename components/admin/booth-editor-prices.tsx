"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { BOOTH_ROUTES } from "@/lib/booths/api";
import type { EditorSection } from "@/lib/booths/editor-data";
import { FormProblem } from "../forms/console-fields";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import {
  checkPrice,
  PriceField,
  priceValues,
  priceWords,
  readPrice,
  useAdminApi,
} from "./booth-editor-parts";

const sectionPriceValues = z.object(priceValues).superRefine(checkPrice);

type Values = z.infer<typeof sectionPriceValues>;

/**
 * One price for every available or reserved booth of a section, after a confirm step that says
 * how many booths change. Held and booked booths keep their price (their vendors' orders do).
 */
export function SectionPrices({
  section,
  onChanged,
}: {
  section: EditorSection;
  onChanged: (message: string) => void;
}) {
  const id = useId();
  const { call } = useAdminApi();
  const form = useForm<Values>({
    resolver: zodResolver(sectionPriceValues),
    defaultValues: { price: "", toBeAnnounced: false },
  });
  const { errors } = form.formState;
  const toBeAnnounced = useWatch({ control: form.control, name: "toBeAnnounced" });
  const [confirming, setConfirming] = useState<number | null | false>(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  /** A changed price asks again. */
  const unconfirm = { onChange: () => setConfirming(false) };

  const open = section.counts.AVAILABLE + section.counts.RESERVED;
  const locked = section.counts.total - open;

  function ask(values: Values) {
    setConfirming(readPrice(values.price, values.toBeAnnounced).cents ?? null);
  }

  // Asked, the keyboard goes to the confirming button.
  useEffect(() => {
    if (confirming !== false) confirmRef.current?.focus();
  }, [confirming]);

  async function apply(cents: number | null) {
    if (busy) return;
    setBusy(true);
    const outcome = await call(BOOTH_ROUTES.setSectionPrices, {
      params: { sectionId: section.id },
      body: { boothPriceCents: cents },
    });
    setBusy(false);
    setConfirming(false);
    if (!outcome.ok) {
      putIssuesOnFields(form, outcome, { boothPriceCents: "price" });
      return;
    }
    const { changed, skipped } = outcome.payload;
    onChanged(
      `${section.name}: ${changed} booth${changed === 1 ? "" : "s"} now ${cents === null ? "have no price yet" : `cost ${priceWords(cents)}`}` +
        (skipped ? `; ${skipped} held or booked kept their price.` : "."),
    );
    form.setValue("price", "");
  }

  if (section.counts.total === 0) return null;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(ask)}
      aria-labelledby={`${id}-title`}
      className="space-y-3 card p-4 sm:p-5"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold">
        One price for the whole section
      </h3>
      <p className="text-sm text-ink-soft">
        Sets the price of the {open} available or reserved booth
        {open === 1 ? "" : "s"} in {section.name}.
        {locked > 0 &&
          ` The ${locked} held or booked booth${locked === 1 ? " keeps its" : "s keep their"} price.`}
      </p>
      <PriceField
        label="New price (CAD)"
        price={form.register("price", unconfirm)}
        noPrice={form.register("toBeAnnounced", unconfirm)}
        toBeAnnounced={toBeAnnounced}
        error={errors.price}
      />
      <FormProblem errors={errors} />
      {confirming === false ? (
        <SubmitButton
          label="Set price…"
          className="btn-secondary w-full sm:w-auto"
          disabled={open === 0}
        />
      ) : (
        <div className="space-y-2 rounded-lg border border-gold bg-sand-100 p-3">
          <p className="font-semibold">
            Set {priceWords(confirming)} on {open} booth{open === 1 ? "" : "s"} in {section.name}?
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirmRef}
              type="button"
              className="btn-primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void apply(confirming)}
            >
              {busy ? "Saving…" : `Yes, set ${priceWords(confirming)}`}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
