"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { ADDON_ROUTES } from "@/lib/addons/api";
import { answerMessage, call } from "@/lib/http/client";
import { formatCad } from "@/lib/payments/pricing";
import { SubmitButton } from "../forms/form-field";
import { FORM_ERROR } from "../forms/server-issues";
import { useT } from "../locale-provider";

type Choice = { addonId: number; label: string; left: number };

/** The form's values (the API checks the quantity against what the booth may still take). */
const addonSchema = z.object({ addonId: z.number(), quantity: z.string() });

type AddonValues = z.infer<typeof addonSchema>;

/**
 * "Add an add-on" for one booth of a booked order: the add-ons the booth may still take and how
 * many. One that needs no approval is charged at once (the new balance is said, and Pay balance
 * pays it); one that needs approval is asked for. The profile is read again either way.
 */
export function AddonsForm({
  orderId,
  boothId,
  boothName,
  choices,
}: {
  orderId: number;
  boothId: number;
  boothName: string;
  choices: Choice[];
}) {
  const { t, locale } = useT();
  const router = useRouter();
  const id = useId();
  const form = useForm<AddonValues>({
    resolver: zodResolver(addonSchema),
    defaultValues: { addonId: choices[0]?.addonId ?? 0, quantity: "1" },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const addonId = useWatch({ control: form.control, name: "addonId" });
  const [done, setDone] = useState<string | null>(null);
  const problem = errors.root?.server?.message;
  // after an addition the booth may take fewer (or none) of what was chosen
  const chosen = choices.find((c) => c.addonId === addonId) ?? choices[0];

  async function add({ quantity }: AddonValues) {
    if (!chosen) return;
    try {
      const answer = await call(ADDON_ROUTES.add, {
        params: { orderId },
        body: { boothId, addonId: chosen.addonId, quantity: Number(quantity) },
      });
      if (answer.status === "CREATED" || answer.status === "ACCEPTED") {
        setDone(
          answer.payload.status === "PENDING"
            ? t("profileAddons.requested")
            : t("profileAddons.added", {
                balance: formatCad(answer.payload.balanceCents, locale),
              }),
        );
        form.setValue("quantity", "1");
        router.refresh();
      } else
        form.setError(FORM_ERROR, {
          type: "server",
          message: answerMessage(answer, t("profileAddons.failed")),
        });
    } catch {
      form.setError(FORM_ERROR, { type: "server", message: t("profileAddons.failed") });
    }
  }

  const said = (
    <div role="status" aria-live="polite">
      {done && <p className="mt-2 text-sm font-semibold text-teal">{done}</p>}
    </div>
  );
  if (!chosen)
    return (
      <>
        <p className="mt-2 text-sm text-ink-soft">{t("profileAddons.nothingToAdd")}</p>
        {said}
      </>
    );
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        setDone(null);
        return form.handleSubmit(add)(e);
      }}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        {t("profileAddons.addTitle")}
        <span className="sr-only"> ({boothName})</span>
      </h4>
      <div className="flex flex-wrap items-end gap-3">
        {/* the whole row on a phone, so the option's name and price are read to the end */}
        <div className="min-w-0 grow basis-full sm:basis-0">
          <label htmlFor={`${id}-addon`} className="field-label">
            {t("profileAddons.addonLabel")}
          </label>
          <select
            id={`${id}-addon`}
            className="field-input w-full"
            disabled={busy}
            {...form.register("addonId", {
              setValueAs: Number,
              onChange: () => form.setValue("quantity", "1"),
            })}
          >
            {choices.map((c) => (
              <option key={c.addonId} value={c.addonId}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="w-24">
          <label htmlFor={`${id}-quantity`} className="field-label">
            {t("profileAddons.quantityLabel")}
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={chosen.left}
            step={1}
            className="field-input w-full"
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            {...form.register("quantity")}
          />
        </div>
        <SubmitButton
          busy={busy}
          className="btn-secondary min-h-11"
          label={
            <>
              {t("profileAddons.submit")}
              <span className="sr-only"> ({boothName})</span>
            </>
          }
        />
      </div>
      <p className="text-sm text-ink-soft">{t("profileAddons.priceNote")}</p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-error">
          {problem}
        </p>
      )}
      {said}
    </form>
  );
}
