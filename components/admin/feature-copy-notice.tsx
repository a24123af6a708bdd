"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { EVENT_ROUTES } from "@/lib/events/api";
import { useAdminApi } from "./booth-editor-parts";

/** Why the copy is offered the home page (lib/events/editing.ts `FeatureOffer`), as text. */
export type FeatureNotice = {
  featuredName: string | null;
  /** The featured festival's last day, as the console writes it ("July 6, 2025"). */
  endedOn: string | null;
  reason: "NONE" | "OVER" | "SOURCE";
};

/**
 * On the dashboard of a festival's newest copy, until it is featured: the home page still promotes
 * a festival that is over (or the one this was copied from, or none), and the organiser may
 * feature the copy at once (PUT /api/admin/v1/events/{eventId} featured: true, which unmarks the
 * other).
 */
export function FeatureCopyNotice({
  eventId,
  eventName,
  draft,
  notice,
}: {
  eventId: number;
  eventName: string;
  draft: boolean;
  notice: FeatureNotice;
}) {
  const id = useId();
  const router = useRouter();
  const { call } = useAdminApi();
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">("idle");
  const why =
    notice.reason === "NONE"
      ? "The home page features no festival."
      : notice.reason === "OVER"
        ? `The home page still features ${notice.featuredName}, which ended on ${notice.endedOn}.`
        : `The home page features ${notice.featuredName}, the festival this one was copied from.`;

  async function feature() {
    setState("busy");
    const outcome = await call(EVENT_ROUTES.update, {
      params: { eventId },
      body: { featured: true },
    });
    if (!outcome.ok) {
      setState("failed");
      return;
    }
    setState("done");
    router.refresh();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Feature the new festival?
      </h2>
      <div role="status" aria-live="polite">
        {state === "done" ? (
          <p className="font-medium">Featured: {eventName} is the home page&apos;s festival.</p>
        ) : state === "failed" ? (
          <p className="font-medium">Not featured: try again, or use the Home page form below.</p>
        ) : null}
      </div>
      {state !== "done" && (
        <>
          <p>
            {why} Feature {eventName} instead?
            {draft && " It is a draft: the home page shows it once it is published (Active)."}
          </p>
          <button
            type="button"
            className="btn-primary"
            disabled={state === "busy"}
            onClick={() => void feature()}
          >
            {state === "busy" ? "Featuring…" : "Feature"}
          </button>
        </>
      )}
    </section>
  );
}
