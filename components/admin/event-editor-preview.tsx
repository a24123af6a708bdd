"use client";

import Image from "next/image";
import { useWatch, type Control } from "react-hook-form";
import { eventImageUrl } from "@/lib/http/spec-fields/addresses";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { ARABIC_TEXT } from "../forms/console-fields";
import {
  BILINGUAL,
  LABELS,
  type BilingualField,
  type EventFormValues,
} from "./event-editor-schema";

// The top of the public event page (components/exhibition-screen.tsx: the page's name, the
// event's name, date line, location · address, description, details and picture), drawn from
// the form's current values in English and in Arabic. Where the Arabic is not written yet the
// Arabic page shows the English, so the preview does too, and says so under it.

const WATCHED = [
  "eventName",
  "eventNameAr",
  "eventDateText",
  "eventDateTextAr",
  "eventLocation",
  "eventLocationAr",
  "eventAddress",
  "eventDescription",
  "eventDescriptionAr",
  "eventDetails",
  "eventDetailsAr",
  "eventImage",
] as const satisfies readonly (keyof EventFormValues)[];

type Watched = Record<(typeof WATCHED)[number], string>;

/** What stands in for a field not written in either language yet. */
const PLACEHOLDER: Record<Locale, Record<BilingualField | "eventAddress", string>> = {
  en: {
    eventName: "Event name",
    eventDateText: "Date line",
    eventLocation: "Location",
    eventAddress: "Street address",
    eventDescription: "Description",
    eventDetails: "Details",
  },
  ar: {
    eventName: "اسم الفعالية",
    eventDateText: "التاريخ",
    eventLocation: "المكان",
    eventAddress: "العنوان",
    eventDescription: "الوصف",
    eventDetails: "التفاصيل",
  },
};

type Shown = { text: string; missing: boolean; english: boolean };

/** A field's text in the preview's language: the Arabic, else the English, else a placeholder. */
function shown(values: Watched, field: BilingualField, locale: Locale): Shown {
  const english = values[field].trim();
  if (locale === "ar") {
    const arabic = values[`${field}Ar`].trim();
    if (arabic) return { text: arabic, missing: false, english: false };
    if (english) return { text: english, missing: false, english: true };
  } else if (english) return { text: english, missing: false, english: false };
  return { text: PLACEHOLDER[locale][field], missing: true, english: false };
}

/** A placeholder is faint and italic; English standing in on the Arabic page is underlined. */
function Run({ shown: s }: { shown: Shown }) {
  if (s.missing) return <span className="text-ink-muted italic">{s.text}</span>;
  if (s.english)
    return (
      <span
        lang="en"
        className="underline decoration-amber-600 decoration-dotted underline-offset-4"
      >
        {s.text}
      </span>
    );
  return <span>{s.text}</span>;
}

function Preview({ values, locale }: { values: Watched; locale: Locale }) {
  const t = translator(locale);
  const arabic = locale === "ar";
  const name = shown(values, "eventName", locale);
  const dateText = shown(values, "eventDateText", locale);
  const location = shown(values, "eventLocation", locale);
  const description = shown(values, "eventDescription", locale);
  const details = shown(values, "eventDetails", locale);
  const address = values.eventAddress.trim();
  const notInArabic = arabic
    ? BILINGUAL.filter((f) => values[f].trim() && !values[`${f}Ar`].trim())
    : [];
  const written = BILINGUAL.some((f) => values[f].trim() || values[`${f}Ar`].trim());
  const label = arabic ? "Arabic preview" : "English preview";
  return (
    <section
      aria-label={label}
      className="@container overflow-hidden card"
      data-testid={`preview-${locale}`}
    >
      <p className="border-b border-ink/10 bg-sand-100 px-4 py-2 text-sm font-semibold text-ink-soft">
        {arabic ? "Arabic page · /ar/exhibitions/…" : "English page · /exhibitions/…"}
      </p>
      <div
        dir={arabic ? "rtl" : "ltr"}
        lang={locale}
        style={arabic ? ARABIC_TEXT : undefined}
        className="p-4 sm:p-6"
      >
        <p className={`font-semibold text-crimson ${arabic ? "" : "tracking-widest uppercase"}`}>
          {t("exhibition.exhibitionsHeading")}
        </p>
        <div className="mt-2 grid gap-6 @xl:grid-cols-[2fr_1fr]">
          <div className="min-w-0 break-words">
            <p
              className={`text-2xl font-bold text-ink @md:text-3xl ${arabic ? "" : "font-display"}`}
              style={arabic ? ARABIC_TEXT : undefined}
            >
              <Run shown={name} />
            </p>
            <p className="mt-2 text-lg font-semibold text-ink-soft">
              <Run shown={dateText} />
            </p>
            <p className="mt-1 text-ink-soft">
              <Run shown={location} /> ·{" "}
              {/* The street address is kept in English, as it is written on the venue. */}
              <bdi lang={arabic && address ? "en" : undefined}>
                {address || (
                  <span className="text-ink-muted italic">{PLACEHOLDER[locale].eventAddress}</span>
                )}
              </bdi>
            </p>
            <p className="mt-3 text-ink-soft">
              <Run shown={description} />
            </p>
            <p className="mt-2 text-sm text-ink-muted">
              <Run shown={details} />
            </p>
          </div>
          {values.eventImage && (
            <Image
              src={eventImageUrl(values.eventImage)}
              alt={t("events.artworkAlt", { event: name.text })}
              width={1200}
              height={800}
              sizes="(min-width: 1024px) 20vw, 50vw"
              className="w-full rounded-2xl object-cover"
            />
          )}
        </div>
      </div>
      {arabic && (
        <p
          className="border-t border-ink/10 px-4 py-2 text-sm text-ink-soft"
          data-testid="preview-missing-arabic"
        >
          {!written
            ? "Texts not yet written in Arabic show here in English (dotted underline), as on the Arabic page."
            : notInArabic.length === 0
              ? "Every text is written in Arabic."
              : `Not written in Arabic yet, so the Arabic page shows the English (dotted underline): ${notInArabic
                  .map((f) => LABELS[f])
                  .join(", ")}.`}
        </p>
      )}
    </section>
  );
}

/**
 * The live preview of the public event page in both languages, side by side (stacked on a
 * phone). It watches only the fields it shows, so typing elsewhere does not redraw it.
 */
export function EventPreviews({ control }: { control: Control<EventFormValues> }) {
  const watched = useWatch({ control, name: WATCHED });
  const values = Object.fromEntries(
    WATCHED.map((field, i) => [field, String(watched[i] ?? "")]),
  ) as Watched;
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <div>
        <h2 id="preview-heading" className="text-xl font-bold sm:text-2xl">
          Preview of the public page
        </h2>
        <p className="text-ink-soft">
          The top of the event&apos;s page as visitors will see it, updated as you type. The
          event&apos;s sections and booths follow below it.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Preview values={values} locale="en" />
        <Preview values={values} locale="ar" />
      </div>
    </section>
  );
}
