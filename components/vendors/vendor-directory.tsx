"use client";

import Form from "next/form";
import Image from "next/image";
import Link from "next/link";
import { useMemo } from "react";
import type { DirectoryPage, PageVendor } from "@/lib/listings/page";
import { findVendors, vendorSearchText } from "@/lib/listings/search";
import { nameIn } from "@/lib/i18n/localize";
import { useAddressQuery } from "../address-query";
import { useT } from "../locale-provider";
import { VendorMap } from "../plan/vendor-map";

// The festival's vendor directory, /vendors/{eventGuid}: a search box (?q=), the tags as links
// (?tag=), the plan with the vendors on it (a search's results outlined), how many vendors match
// (announced), and each vendor as a card: its names, what it says in the reader's language (the
// other where that one is missing), its tags, its logo, and its booths, each a link to its place
// on the plan. The page is served whole from the cache with every vendor; the query is read in
// the browser and the cached list filtered there, so a search costs the server nothing. It is
// given the directory in the page's language (`directoryPage`).

type Query = { q: string; tag: string | undefined };

/** The directory's address with this query, in the page's language. */
function directoryHref(base: string, { q, tag }: Partial<Query>): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (tag) search.set("tag", tag);
  const qs = search.toString();
  return qs ? `${base}?${qs}` : base;
}

function VendorCard({
  vendor,
  tagLabels,
  planHref,
}: {
  vendor: PageVendor;
  tagLabels: Map<string, string>;
  planHref: string;
}) {
  const { t, locale } = useT();
  const own = locale === "ar" ? vendor.descriptionAr : vendor.description;
  const other = locale === "ar" ? vendor.description : vendor.descriptionAr;
  const description = own ?? other;
  // the other language's text, where the reader's is missing, is marked as such
  const descriptionLang = own ? undefined : locale === "ar" ? "en" : "ar";
  return (
    <li id={`vendor-${vendor.vendorId}`} className="flex gap-4 card p-4" data-testid="vendor-card">
      {vendor.logo && (
        <Image
          src={vendor.logo}
          alt={t("vendorsGuide.logoAlt", { name: vendor.lob })}
          width={72}
          height={72}
          sizes="72px"
          className="size-18 shrink-0 rounded-lg border border-ink/10 bg-white object-contain"
        />
      )}
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-bold">
          <bdi>{vendor.lob}</bdi>
        </h2>
        {vendor.name !== vendor.lob && (
          <p className="text-sm text-ink-soft">
            {t("vendorsGuide.company", { name: vendor.name })}
          </p>
        )}
        {description && (
          <p
            className="mt-2 whitespace-pre-line"
            lang={descriptionLang}
            dir={descriptionLang === "ar" ? "rtl" : descriptionLang === "en" ? "ltr" : undefined}
          >
            {description}
          </p>
        )}
        {vendor.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("vendorsGuide.tagList")}>
            {vendor.tags.map((key) => (
              <li key={key} className="vendor-tag">
                {tagLabels.get(key) ?? key}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 text-sm">
          <span className="font-semibold">{t("vendorsGuide.boothsLabel")}:</span>{" "}
          <ul className="inline">
            {vendor.booths.map((booth, index) => (
              <li key={booth.boothId} className="inline">
                {index > 0 && (locale === "ar" ? "، " : ", ")}
                <Link
                  href={`${planHref}#booth-${booth.boothId}`}
                  className="vendor-booth-link"
                  aria-label={t("vendorsGuide.boothOnPlan", {
                    booth: booth.boothName,
                    section: booth.section,
                  })}
                >
                  <bdi>{booth.boothName}</bdi>
                </Link>{" "}
                <span className="text-ink-soft">({booth.section})</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

/**
 * The query in the address, the tag only when it is one of the festival's; none while the
 * address is not read yet (the server's HTML: the whole directory).
 */
function queryOf(params: URLSearchParams | null, directory: DirectoryPage): Query {
  if (!params) return { q: "", tag: undefined };
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const asked = params.get("tag") ?? "";
  const known = directory.tags.some((t) => t.key === asked);
  return { q, tag: known ? asked : undefined };
}

/**
 * The directory as the address asks it, read in the browser. The page itself is never swapped
 * for another: the server's HTML (the whole list) is hydrated as it is and then filtered, so what
 * a visitor typed in the search box before the scripts arrived stays there.
 */
export function VendorDirectoryFromAddress({ directory }: { directory: DirectoryPage }) {
  const params = useAddressQuery();
  return <VendorDirectoryView directory={directory} query={queryOf(params, directory)} />;
}

/**
 * The directory page's body: the filters, the plan with the listed vendors on it (those the
 * query found outlined), and the vendors the query finds.
 */
function VendorDirectoryView({ directory, query }: { directory: DirectoryPage; query: Query }) {
  const { t, locale, href } = useT();
  const { q, tag } = query;
  const vendors = useMemo(
    () => findVendors(directory.vendors, { q, tag }, (v) => vendorSearchText(v, directory.tags)),
    [directory, q, tag],
  );
  // A search or a tag outlines what it found on the plan; the whole list outlines nothing.
  const highlighted =
    query.q || query.tag ? vendors.flatMap((v) => v.booths.map((b) => b.boothId)) : [];
  const { event, plan } = directory;
  const base = href(`/vendors/${event.guid}`);
  const planHref = href(`/exhibitions/${event.guid}`);
  const tagLabels = new Map(
    directory.tags.map((tag) => [tag.key, nameIn(locale, tag.label, tag.labelAr)]),
  );
  const filtered = Boolean(query.q || query.tag);
  return (
    <div className="page">
      <p className="font-semibold tracking-widest text-crimson uppercase">
        {t("vendorsGuide.kicker")}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t("vendorsGuide.heading")}</h1>
      <p className="mt-2 text-lg font-semibold text-ink-soft">
        <Link href={planHref} className="underline hover:text-crimson">
          {event.name}
        </Link>
      </p>
      <p className="mt-2 text-ink-soft">{t("vendorsGuide.intro")}</p>

      {/* The search, the tags and "show all" lead to this same page (cached whole, filtered
          here): none is prefetched, which would fetch the page's RSC data again for each. */}
      <Form action={base} prefetch={false} role="search" className="mt-6 card p-4">
        <label htmlFor="vendor-search" className="field-label">
          {t("vendorsGuide.searchLabel")}
        </label>
        <p id="vendor-search-hint" className="-mt-0.5 mb-2 text-sm text-ink-soft">
          {t("vendorsGuide.searchHint")}
        </p>
        <div className="flex flex-wrap gap-3">
          <input
            id="vendor-search"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={200}
            autoComplete="off"
            aria-describedby="vendor-search-hint"
            className="field-input min-w-0 flex-1 basis-56"
          />
          {query.tag && <input type="hidden" name="tag" value={query.tag} />}
          <button type="submit" className="btn-primary">
            {t("vendorsGuide.searchButton")}
          </button>
        </div>
      </Form>

      {directory.tags.length > 0 && (
        <nav aria-label={t("vendorsGuide.tagsLabel")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href={directoryHref(base, { q: query.q })}
                prefetch={false}
                aria-current={query.tag ? undefined : "page"}
                className="vendor-chip"
              >
                {t("vendorsGuide.allTags")}
              </Link>
            </li>
            {directory.tags.map((tag) => {
              const active = query.tag === tag.key;
              return (
                <li key={tag.key}>
                  <Link
                    href={directoryHref(base, { q: query.q, tag: tag.key })}
                    prefetch={false}
                    aria-current={active ? "page" : undefined}
                    className="vendor-chip"
                  >
                    {tagLabels.get(tag.key)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      {plan && (
        <VendorMap
          plan={plan}
          // On the map as on its card: the operating name, with the company's below when it differs.
          vendors={directory.vendors.map(({ vendorId, lob, name, booths }) => ({
            vendorId,
            name: lob,
            lob: name === lob ? null : name,
            booths,
          }))}
          highlighted={highlighted}
        />
      )}

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3">
        <p role="status" aria-live="polite" className="font-semibold" data-testid="vendor-count">
          {query.q
            ? t("vendorsGuide.countFor", { count: vendors.length, query: query.q })
            : t("vendorsGuide.count", { count: vendors.length })}
        </p>
        {filtered && (
          <Link href={base} prefetch={false} className="text-teal underline">
            {t("vendorsGuide.showAll")}
          </Link>
        )}
      </div>

      {directory.vendors.length === 0 ? (
        <p className="mt-4 card p-6 text-ink-soft">{t("vendorsGuide.noneYet")}</p>
      ) : vendors.length === 0 ? (
        <p className="mt-4 card p-6 text-ink-soft">{t("vendorsGuide.noMatch")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {vendors.map((vendor) => (
            <VendorCard
              key={vendor.vendorId}
              vendor={vendor}
              tagLabels={tagLabels}
              planHref={planHref}
            />
          ))}
        </ul>
      )}

      <p className="mt-8">
        <Link href={planHref} className="font-semibold text-teal underline">
          {t("vendorsGuide.backToEvent")}
        </Link>
      </p>
    </div>
  );
}
