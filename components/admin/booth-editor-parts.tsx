"use client";

import { useRouter } from "next/navigation";
import { useCallback, useId, useTransition, type ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import type { Issue } from "@/lib/http/envelope";
import type { ApiRoute, RouteAnswer, RouteInput } from "@/lib/http/route-contract";
import { formatCad, parseTypedDollars } from "@/lib/payments/pricing";
import { TextField } from "../forms/console-fields";

// What the console's editors and forms share: the API call that refreshes the page after a change,
// prices typed in dollars, and booth names of a range.

/** An API answer as the editors use it. */
export type Outcome<T> =
  | { ok: true; payload: T }
  | {
      ok: false;
      /** The API's status (CONFLICT, BAD_REQUEST, ...), or NETWORK when no answer came. */
      status: string;
      message: string;
      /** What the answer names: the clashing booths, the seats that cannot go. */
      names: string[];
      /** Each failed check with the path of the field it is about (issues[].path). */
      issues: Issue[];
    };

/**
 * Sends a change to the organiser API (with the anti-forgery token) and, when it is saved (or
 * refused because the data changed meanwhile), refreshes the page's data from the server.
 */
export function useAdminApi() {
  const router = useRouter();
  const [, startTransition] = useTransition();

  /** Calls one of the organiser API's routes, as its declaration types it. */
  const callRoute = useCallback(
    async function callRoute<R extends ApiRoute>(
      route: R,
      input: RouteInput<R>,
    ): Promise<Outcome<RouteAnswer<R>>> {
      let answer;
      try {
        answer = await call(route, input);
      } catch (error) {
        return {
          ok: false,
          status: "NETWORK",
          message:
            error instanceof NetworkError
              ? error.message
              : "Something went wrong: nothing was saved. Try again.",
          names: [],
          issues: [],
        };
      }
      if (answer.status === "OK" || answer.status === "CREATED") {
        startTransition(() => router.refresh());
        return { ok: true, payload: answer.payload };
      }
      // Refused because the data moved on (a booth held or booked meanwhile, a booth or section
      // gone): the page shows the data as it is now, beside the message saying why.
      if (answer.status === "CONFLICT" || answer.status === "NOT_FOUND")
        startTransition(() => router.refresh());
      const message =
        answer.status === "UNAUTHORIZED"
          ? "Your session has ended: log in again (in a new tab, to keep this page), then save again."
          : answer.status === "FORBIDDEN"
            ? answerMessage(answer, "Your account cannot make this change.")
            : answerMessage(answer, "The change was not saved. Check it and try again.");
      return {
        ok: false,
        status: answer.status,
        message,
        names: answer.errors ?? [],
        issues: answer.issues ?? [],
      };
    },
    [router],
  );

  return { call: callRoute };
}

/** "F-01 … F-20": the first and last of a list of names (all of them when there are three or fewer). */
export function nameSpan(names: string[]): string {
  if (names.length <= 3) return names.join(", ");
  return `${names[0]} … ${names.at(-1)}`;
}

/** Names as people read them: at most `max`, then how many more. */
export function listNames(names: string[], max = 12): string {
  const shown = names.slice(0, max).join(", ");
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

/**
 * The names a range makes, as the API makes them (lib/booths/editing.ts `boothNames`): the prefix
 * then each number zero-padded to the width of `to`, at least two digits.
 */
export function rangeNames(prefix: string, from: number, to: number): string[] {
  const width = Math.max(2, String(to).length);
  return Array.from(
    { length: Math.max(0, to - from + 1) },
    (_, i) => `${prefix}${String(from + i).padStart(width, "0")}`,
  );
}

/** The API's limits on a booth price: Stripe's smallest charge to a million dollars. */
export const MIN_PRICE_CENTS = 50;
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * A price as typed ("450", "$1,200.50") in cents, or an error to show under the field. With
 * `toBeAnnounced` there is no price (null): the booth cannot be booked until it has one.
 */
export function readPrice(
  text: string,
  toBeAnnounced = false,
): { cents: number | null; error?: undefined } | { cents?: undefined; error: string } {
  if (toBeAnnounced) return { cents: null };
  if (!text.replace(/[\s$,]/g, ""))
    return { error: "Enter a price in dollars, or tick 'No price yet'." };
  const cents = parseTypedDollars(text);
  if (cents === null)
    return { error: "Enter the price in dollars, like 450 or 450.50 (at most two decimals)." };
  if (cents < MIN_PRICE_CENTS)
    return {
      error: `The price is at least ${formatCad(MIN_PRICE_CENTS)} (the smallest card payment).`,
    };
  if (cents > MAX_PRICE_CENTS)
    return { error: `The price is at most ${formatCad(MAX_PRICE_CENTS)}.` };
  return { cents };
}

/** Cents as the API's dollars (null stays null: to be announced). */
/** A price as the editors show it. */
export const priceWords = (cents: number | null) =>
  cents === null ? "No price yet" : formatCad(cents);

/** A form's price fields: the price as typed in dollars and 'No price yet'. */
export const priceValues = { price: z.string(), toBeAnnounced: z.boolean() };

/** Puts `readPrice`'s error on the form's price field. */
export function checkPrice(
  values: { price: string; toBeAnnounced: boolean },
  ctx: z.RefinementCtx,
) {
  const { error } = readPrice(values.price, values.toBeAnnounced);
  if (error !== undefined) ctx.addIssue({ code: "custom", path: ["price"], message: error });
}

/** A price in dollars with a 'No price yet' box (the booth shows 'to be announced' and cannot be booked). */
export function PriceField({
  label = "Price (CAD)",
  price,
  noPrice,
  toBeAnnounced,
  error,
  className,
}: {
  label?: string;
  /** The price's registration and the 'No price yet' box's. */
  price: UseFormRegisterReturn;
  noPrice: UseFormRegisterReturn;
  /** Whether the box is ticked (the price field is then disabled). */
  toBeAnnounced: boolean;
  error?: FieldError;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <TextField
        label={label}
        registration={price}
        error={error}
        disabled={toBeAnnounced}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        placeholder={toBeAnnounced ? "No price yet" : "450"}
        inputClassName="disabled:bg-sand-100 disabled:text-ink-muted"
      />
      <label htmlFor={`${id}-tba`} className="mt-1 inline-flex min-h-11 items-center gap-2 text-sm">
        <input id={`${id}-tba`} type="checkbox" className="size-5 accent-crimson" {...noPrice} />
        No price yet (shown as to be announced; cannot be booked)
      </label>
    </div>
  );
}

/** A message under a form or a row: an error (announced at once) or a done note. */
export function Notice({ tone, children }: { tone: "error" | "done"; children: ReactNode }) {
  return tone === "error" ? (
    <div
      role="alert"
      className="rounded-lg border border-crimson/40 bg-red-50 px-3 py-2 font-medium text-crimson-dark"
    >
      {children}
    </div>
  ) : (
    <p role="status" className="rounded-lg bg-teal/10 px-3 py-2 font-medium text-teal-dark">
      {children}
    </p>
  );
}

/**
 * What the last change did, in a live region that is always there (so screen readers announce
 * each new message), shown only when there is one.
 */
export function StatusLine({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" data-testid="editor-status">
      {message && (
        <p className="rounded-lg bg-teal/10 px-3 py-2 font-medium text-teal-dark">{message}</p>
      )}
    </div>
  );
}

/** The error of a failed change, with the names it gave (clashing booths, seats that must stay). */

/** Booth states: their words and badge colours (as the dashboard and the floor plan colour them). */
export const BOOTH_STATUS = {
  AVAILABLE: { label: "Available", badge: "bg-green-100 text-green-900" },
  RESERVED: { label: "Reserved", badge: "bg-stone-200 text-stone-800" },
  HELD: { label: "Held", badge: "bg-amber-100 text-amber-900" },
  BOOKED: { label: "Booked", badge: "bg-red-100 text-red-900" },
} as const;

export function BoothStatusBadge({ status }: { status: keyof typeof BOOTH_STATUS }) {
  const { label, badge } = BOOTH_STATUS[status];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${badge}`}>
      {label}
    </span>
  );
}

/** A padlock beside a booth or seat the organiser cannot change. */
export function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="inline size-4 shrink-0 fill-current align-[-2px]"
    >
      <path d="M10 1.5a4.5 4.5 0 0 0-4.5 4.5v2H4.5A1.5 1.5 0 0 0 3 9.5v8A1.5 1.5 0 0 0 4.5 19h11a1.5 1.5 0 0 0 1.5-1.5v-8A1.5 1.5 0 0 0 15.5 8h-1V6A4.5 4.5 0 0 0 10 1.5Zm-3 4.5a3 3 0 1 1 6 0v2H7V6Z" />
    </svg>
  );
}
