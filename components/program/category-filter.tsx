"use client";

import Link from "next/link";
import type { PerformanceCategory } from "@/lib/program/resource";
import { useAddressQuery } from "../address-query";
import { useT } from "../locale-provider";

type Props = {
  /** The program page's address in the page's language. */
  path: string;
  /** How many performances each category offered has, in the order the chips show them. */
  counts: Partial<Record<PerformanceCategory, number>>;
};

/**
 * The categories as links (`?category=music`): each is an address of its own, to share or come
 * back to. The page itself is the same for every category (it is cached whole); this leaf reads
 * the address and hides the other categories' performances, and the days and stages left empty.
 * The chips are not prefetched: each would fetch the page's whole RSC data again as the page
 * loads, for a page the browser already has.
 */
export function CategoryFilter(props: Props) {
  const category = useAddressQuery()?.get("category");
  const current = Object.hasOwn(props.counts, category ?? "")
    ? (category as PerformanceCategory)
    : null;
  return <CategoryChips {...props} current={current} />;
}

/** The chips, with `current` marked (none: all, as in the server's HTML). */
function CategoryChips({ path, counts, current }: Props & { current: PerformanceCategory | null }) {
  const { t } = useT();
  const only = current
    ? `[data-program-list] [data-category]:not([data-category="${current}"]),` +
      `[data-program-list] [data-stage]:not(:has([data-category="${current}"])),` +
      `[data-program-list] [data-day]:not(:has([data-category="${current}"])){display:none}`
    : null;
  return (
    <div className="space-y-2">
      {only && <style>{only}</style>}
      <nav aria-label={t("program.filter.label")}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              href={path}
              scroll={false}
              replace
              prefetch={false}
              aria-current={current === null ? "true" : undefined}
              className="program-chip"
            >
              {t("program.filter.all")}
            </Link>
          </li>
          {(Object.keys(counts) as PerformanceCategory[]).map((c) => (
            <li key={c}>
              <Link
                href={`${path}?category=${c}`}
                scroll={false}
                replace
                prefetch={false}
                aria-current={current === c ? "true" : undefined}
                className="program-chip"
              >
                {t(`program.categories.${c}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="text-sm text-ink-soft">
        {current
          ? t("program.filter.showing", {
              count: counts[current] ?? 0,
              category: t(`program.categories.${current}`),
            })
          : ""}
      </p>
    </div>
  );
}
