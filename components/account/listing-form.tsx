"use client";

import Link from "next/link";
import { useId, useRef, useState } from "react";
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@/components/forms/zod-resolver";
import { answerMessage, call, NetworkError, sendForm } from "@/lib/http/client";
import type { Envelope } from "@/lib/http/envelope";
import { routeUrl } from "@/lib/http/route-contract";
import { inPageLanguage } from "@/lib/i18n/messages";
import { nameIn } from "@/lib/i18n/localize";
import { LISTING_ROUTES } from "@/lib/listings/api";
import {
  DESCRIPTION_MAX,
  listingFormValues,
  listingRequest,
  type ListingInput,
  type ListingSave,
  type VendorListing,
} from "@/lib/listings/resource";
import { FilePicker } from "../forms/file-picker";
import { SubmitButton } from "../forms/form-field";
import { putIssuesOnFields } from "../forms/server-issues";
import { useLocale, useT } from "../locale-provider";
import { FormError } from "./form-error";

/** The logo upload's limit (the image upload's: 5 MB), checked before sending. */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_ACCEPT = "image/png,image/jpeg,image/webp";

/** A description's textarea in its own language and direction, with a character counter. */
function DescriptionField({
  label,
  lang,
  value,
  error,
  registration,
  hintId,
}: {
  label: string;
  lang: "en" | "ar";
  value: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  hintId: string;
}) {
  const { t } = useT();
  const locale = useLocale();
  const id = `${useId()}-${registration.name}`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        lang={lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
        maxLength={DESCRIPTION_MAX}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, counterId, error ? errorId : ""].filter(Boolean).join(" ")}
        {...registration}
      />
      <p id={counterId} className="mt-1 text-end text-sm text-ink-soft">
        {t("vendorsGuide.listing.counter", { count: value.length, max: DESCRIPTION_MAX })}
      </p>
      {error?.message && (
        <p id={errorId} className="field-error">
          {inPageLanguage(error.message, locale)}
        </p>
      )}
    </div>
  );
}

/** The logo: the current one, a file to upload at once, and removing it (on saving). */
function LogoField({
  orderId,
  logo,
  onUploaded,
  onRemove,
  error,
}: {
  orderId: number;
  logo: string | null;
  onUploaded: (logo: string) => void;
  onRemove: () => void;
  error?: FieldError;
}) {
  const { t } = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const shown = message ?? (error?.message ? { ok: false, text: error.message } : null);

  async function upload() {
    setMessage(null);
    if (!file) {
      setMessage({ ok: false, text: t("vendorsGuide.listing.chooseLogo") });
      input.current?.focus();
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setMessage({ ok: false, text: t("errors.images.tooLarge") });
      return;
    }
    const data = new FormData();
    data.append("file", file);
    setBusy(true);
    let answer: Envelope<VendorListing>;
    try {
      answer = await sendForm<VendorListing>(routeUrl(LISTING_ROUTES.logo, { orderId }), data);
    } catch (caught) {
      setMessage({
        ok: false,
        text:
          caught instanceof NetworkError ? caught.message : t("vendorsGuide.listing.logoNotSent"),
      });
      return;
    } finally {
      setBusy(false);
    }
    if (answer.status !== "CREATED" || !answer.payload.logo) {
      setMessage({ ok: false, text: answerMessage(answer, t("vendorsGuide.listing.logoRefused")) });
      return;
    }
    onUploaded(answer.payload.logo);
    setFile(null);
    if (input.current) input.current.value = "";
    setMessage({ ok: true, text: t("vendorsGuide.listing.logoSaved") });
  }

  return (
    <div>
      <label htmlFor={`${id}-file`} className="field-label">
        {t("vendorsGuide.listing.logo")}
      </label>
      <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-sm text-ink-soft">
        {t("vendorsGuide.listing.logoHint")}
      </p>
      {logo && (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          {/* an uploaded picture from this site's /media/, already re-encoded and sized */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={logo}
            alt={t("vendorsGuide.listing.currentLogo")}
            className="size-20 rounded-lg border border-ink/10 bg-white object-contain"
          />
          <button type="button" className="btn-secondary" onClick={onRemove}>
            {t("vendorsGuide.listing.removeLogo")}
          </button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker
          ref={input}
          id={`${id}-file`}
          accept={LOGO_ACCEPT}
          disabled={busy}
          aria-describedby={`${id}-hint ${id}-message`}
          onChange={(e) => {
            setMessage(null);
            setFile(e.target.files?.[0] ?? null);
          }}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void upload()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? t("vendorsGuide.listing.uploading") : t("vendorsGuide.listing.uploadLogo")}
        </button>
      </div>
      <p id={`${id}-message`} className="mt-2 text-sm font-medium">
        <span role="status" className="text-green-800">
          {shown?.ok ? shown.text : ""}
        </span>
        <span role="alert" className="text-crimson">
          {shown && !shown.ok ? shown.text : ""}
        </span>
      </p>
    </div>
  );
}

/**
 * A booked order's public listing in the festival's vendor directory: what the business is, in
 * English and Arabic (plain text, 300 characters each, counted as typed), its logo (uploaded at
 * once), the tags it chooses from the festival's list, and whether it is listed (by default).
 */
export function ListingForm({ listing }: { listing: VendorListing }) {
  const { t, href, locale } = useT();
  const headingId = `listing-${listing.orderId}-heading`;
  const hintId = `listing-${listing.orderId}-hint`;
  const tagsId = `listing-${listing.orderId}-tags`;
  /** Said under the button once saved: listed, or kept out of the directory. */
  const [done, setDone] = useState<"listed" | "hidden" | null>(null);
  const form = useForm<ListingInput, unknown, ListingSave>({
    resolver: zodResolver(listingRequest),
    defaultValues: listingFormValues(listing),
  });
  const { errors, isSubmitting } = form.formState;
  const [description, descriptionAr, logo, chosen] = useWatch({
    control: form.control,
    name: ["description", "descriptionAr", "logo", "tags"],
  });
  // The tags as one list, whatever their number (a lone checkbox would otherwise read as a flag).
  const toggleTag = (key: string, on: boolean) => {
    const others = (chosen ?? []).filter((k) => k !== key);
    form.setValue("tags", on ? [...others, key] : others, { shouldDirty: true });
  };
  const event = nameIn(locale, listing.eventName, listing.eventNameAr);

  async function onValid(values: ListingSave) {
    setDone(null);
    let answer: Envelope<VendorListing>;
    try {
      answer = await call(LISTING_ROUTES.put, {
        params: { orderId: listing.orderId },
        body: values,
      });
    } catch (caught) {
      form.setError("root.server", {
        type: "server",
        message: caught instanceof NetworkError ? caught.message : t("common.somethingWentWrong"),
      });
      return;
    }
    if (answer.status !== "OK") {
      putIssuesOnFields(
        form,
        { message: answerMessage(answer, t("common.checkTheForm")), issues: answer.issues ?? [] },
        {
          description: "description",
          descriptionAr: "descriptionAr",
          logo: "logo",
          tags: "tags",
          listed: "listed",
        },
      );
      return;
    }
    form.reset(listingFormValues(answer.payload));
    setDone(answer.payload.listed ? "listed" : "hidden");
  }

  const tagsError = errors.tags?.message ?? errors.tags?.root?.message;
  const formError = errors.root?.server?.message;
  return (
    <section
      id={`listing-${listing.orderId}`}
      aria-labelledby={headingId}
      className="mt-6 card p-4 sm:p-6"
      data-testid="listing-form"
    >
      <h3 id={headingId} className="text-xl font-bold">
        {t("vendorsGuide.listing.heading", { event })}
      </h3>
      <p className="mt-1 text-ink-soft">
        {t("vendorsGuide.listing.intro", { order: String(listing.orderId) })}
      </p>
      <form
        noValidate
        aria-labelledby={headingId}
        className="mt-4 space-y-5"
        onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      >
        <p id={hintId} className="text-sm text-ink-soft">
          {t("vendorsGuide.listing.descriptionHint")}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <DescriptionField
            label={t("vendorsGuide.listing.description")}
            lang="en"
            value={description ?? ""}
            error={errors.description}
            registration={form.register("description")}
            hintId={hintId}
          />
          <DescriptionField
            label={t("vendorsGuide.listing.descriptionAr")}
            lang="ar"
            value={descriptionAr ?? ""}
            error={errors.descriptionAr}
            registration={form.register("descriptionAr")}
            hintId={hintId}
          />
        </div>
        <LogoField
          orderId={listing.orderId}
          logo={logo ?? null}
          error={errors.logo}
          onUploaded={(url) => form.setValue("logo", url, { shouldDirty: true })}
          onRemove={() => form.setValue("logo", null, { shouldDirty: true })}
        />
        <fieldset aria-describedby={`${tagsId}-hint`}>
          <legend className="field-label">{t("vendorsGuide.listing.tags")}</legend>
          <p id={`${tagsId}-hint`} className="-mt-0.5 mb-2 text-sm text-ink-soft">
            {listing.tagOptions.length
              ? t("vendorsGuide.listing.tagsHint")
              : t("vendorsGuide.listing.noTags")}
          </p>
          <ul className="flex flex-wrap gap-2">
            {listing.tagOptions.map((tag) => (
              <li key={tag.key}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink/20 bg-white px-4 py-2 has-[:checked]:border-teal has-[:checked]:bg-teal/10">
                  <input
                    type="checkbox"
                    name="tags"
                    value={tag.key}
                    className="size-5 accent-teal"
                    checked={(chosen ?? []).includes(tag.key)}
                    onChange={(e) => toggleTag(tag.key, e.target.checked)}
                  />
                  <span>{nameIn(locale, tag.label, tag.labelAr)}</span>
                </label>
              </li>
            ))}
          </ul>
          {tagsError && (
            <p className="field-error" role="alert">
              {inPageLanguage(tagsError, locale)}
            </p>
          )}
        </fieldset>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input type="checkbox" className="size-5 accent-teal" {...form.register("listed")} />
          {t("vendorsGuide.listing.listed")}
        </label>
        <FormError message={formError ?? null} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton
            busy={isSubmitting}
            label={t("vendorsGuide.listing.save")}
            busyLabel={t("common.saving")}
          />
          <Link href={href(`/vendors/${listing.eventGuid}`)} className="text-teal underline">
            {t("vendorsGuide.listing.view")}
          </Link>
        </div>
        <p role="status" className="text-sm font-medium text-green-800">
          {done === "listed" && t("vendorsGuide.listing.saved")}
          {done === "hidden" && t("vendorsGuide.listing.hidden")}
        </p>
      </form>
    </section>
  );
}

/** The listing form of each of the vendor's booked orders. */
export function ListingForms({ listings }: { listings: VendorListing[] }) {
  const { t } = useT();
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="listings-heading" className="mt-8" data-testid="listings">
      <h2 id="listings-heading" className="text-2xl font-bold">
        {t("vendorsGuide.listing.sectionHeading")}
      </h2>
      {listings.map((listing) => (
        <ListingForm key={listing.orderId} listing={listing} />
      ))}
    </section>
  );
}
