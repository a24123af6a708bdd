import "server-only";
import type { Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import type { LockedItem } from "@/lib/booths/queries/holds";
import { seatStateChanged } from "../cache/tags";
import { deliverEmail, enqueueEmail, type QueuedEmail } from "../email/send";
import { errorText, logJson } from "../platform/log";
import { offerEmail } from "./emails";
import { lockLine, settingsOf } from "./queries/line";
import {
  databaseNow,
  detachFromOffer,
  dueOffers,
  freeSeats,
  lapseOffers,
  lockSettleSeats,
  makeOffer,
  openOfferIdsOf,
  showOnSale,
  showsToSettle,
  showsWithDueOffers,
  showText,
  waitingEntries,
} from "./queries/offers";
import { chooseSeats, DEFAULT_OFFER_HOURS, offerDeadline, type FreeSeat } from "./rules";

// The waitlist's chain of offers. Settling a show's line, in one transaction under the line's
// lock: offers whose time ran out lapse, seats held for an offer that ended are freed, then the
// show's free seats go to the line in order: the first entry whose whole party fits gets an
// offer (those seats held for it alone until its deadline), an entry that does not fit keeps its
// place, and the next is tried. It runs after every change that gives seats back (a checkout
// that ended unpaid, a refund or cancellation, seats added), after an entry leaves, from the
// scheduled work every 5 minutes, and when a list is read with an offer past its time.
//
// Why it is safe at once: the line's lock makes two settlings of one show take turns (two seats
// freed at once: the second sees the first's offer and offers the other seat); the seats are
// locked in one statement by id, as checkouts lock them, so a seat is offered only while free,
// and a seat held for an offer (HELD, `held_by_offer_id`) is refused to every checkout but the
// offer's own account's (see `withOfferedSeats`): no seat is sold or offered twice.

/**
 * Settles one show's line; answers how many offers it made. The offers' e-mails are written in
 * the same transaction and sent after it.
 */
export async function settleWaitlist(eventId: number): Promise<number> {
  const outcome = await transaction(async (tx) => {
    await lockLine(tx, eventId);
    const due = await dueOffers(tx, eventId);
    const locked = await lockSettleSeats(tx, eventId);
    const lapsed = await lapseOffers(
      tx,
      due.map((d) => d.id),
    );
    // seats of ended offers come free, unless a checkout of the offer's account holds them now
    // (then they are that checkout's, as any held seat)
    const ended = locked.filter((s) => !s.free);
    const kept = ended.filter((s) => s.inCheckout);
    await detachFromOffer(
      tx,
      kept.map((s) => s.id),
    );
    const freed = ended.filter((s) => !s.inCheckout);
    await freeSeats(
      tx,
      freed.map((s) => s.id),
    );
    const pool: FreeSeat[] = [...locked.filter((s) => s.free), ...freed];
    const made = await offerSeats(tx, eventId, pool);
    return { made, changed: lapsed > 0 || ended.length > 0 || made.length > 0 };
  });
  if (outcome.changed) seatStateChanged();
  for (const email of outcome.made) {
    try {
      await deliverEmail(email);
    } catch (error) {
      logJson({ level: "error", msg: "waitlist offer e-mail failed", error: errorText(error) });
    }
  }
  return outcome.made.length;
}

/** The line in order, each entry offered the free seats its party fits, while any are left. */
async function offerSeats(tx: Tx, eventId: number, pool: FreeSeat[]): Promise<QueuedEmail[]> {
  if (pool.length === 0) return [];
  const settings = await settingsOf(eventId, DEFAULT_OFFER_HOURS, tx);
  if (settings.closedAt || !(await showOnSale(tx, eventId))) return [];
  const entries = await waitingEntries(tx, eventId);
  if (entries.length === 0) return [];
  const expiresAt = offerDeadline(await databaseNow(tx, eventId), settings.offerHours);
  const show = await showText(tx, eventId);
  let free = pool;
  const emails: QueuedEmail[] = [];
  for (const entry of entries) {
    if (free.length === 0) break;
    const choice = chooseSeats(free, entry.partySize, entry.priceBandCents);
    if (!choice) continue;
    const offerId = await makeOffer(tx, {
      entryId: entry.id,
      eventId,
      seatIds: choice.seatIds,
      together: choice.together,
      expiresAt,
    });
    const taken = new Set(choice.seatIds);
    const seats = free
      .filter((s) => taken.has(s.id))
      .sort((a, b) => a.row - b.row || a.column - b.column);
    free = free.filter((s) => !taken.has(s.id));
    const mail = await offerEmail({
      offerId,
      locale: entry.locale,
      name: entry.name,
      event: show,
      seats,
      together: choice.together,
      expiresAt,
    });
    emails.push(await enqueueEmail(tx, { to: entry.email, ...mail }));
  }
  return emails;
}

/**
 * Settles every show whose line has work to do (the scheduled work, and after seats come back);
 * answers how many offers were made. One show's failure is logged and does not stop the others.
 */
export async function settleWaitlists(): Promise<number> {
  let made = 0;
  for (const eventId of await showsToSettle()) {
    try {
      made += await settleWaitlist(eventId);
    } catch (error) {
      logJson({
        level: "error",
        msg: "waitlist not settled",
        eventId,
        error: errorText(error),
      });
    }
  }
  return made;
}

/**
 * Seats came back (a checkout ended unpaid, a refund or a cancellation gave them back, the
 * organiser added some): the lines they may serve are settled at once. Called after the change
 * has committed; never fails its caller (the scheduled work settles what this missed).
 */
export async function seatsReturned(): Promise<void> {
  try {
    await settleWaitlists();
  } catch (error) {
    logJson({ level: "error", msg: "waitlist not settled", error: errorText(error) });
  }
}

/** Before a list is read: the shows among these with an offer past its time are settled. */
export async function lapseDueOffers(eventIds: number[]): Promise<void> {
  const due = await showsWithDueOffers([...new Set(eventIds)]);
  for (const eventId of due) await settleWaitlist(eventId);
}

/**
 * A checkout's seats as its account may take them: a seat held for one of the account's open
 * offers counts as available to it (and to no one else). The items were locked by the checkout.
 */
export async function withOfferedSeats(
  tx: Tx,
  accountId: number,
  items: LockedItem[],
): Promise<LockedItem[]> {
  if (!items.some((i) => i.heldByOfferId !== null && i.status === "HELD")) return items;
  const offers = new Set(await openOfferIdsOf(tx, accountId));
  return items.map((item) =>
    isOffered(item, offers) ? { ...item, status: "AVAILABLE", heldByOrderId: null } : item,
  );
}

/** A seat held for one of these offers and for no checkout. */
export function isOffered(item: LockedItem, offerIds: ReadonlySet<number>): boolean {
  return (
    item.kind === "SEAT" &&
    item.status === "HELD" &&
    item.heldByOrderId === null &&
    item.heldByOfferId !== null &&
    offerIds.has(item.heldByOfferId)
  );
}
