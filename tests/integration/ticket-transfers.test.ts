import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as pdfRoute } from "@/app/[locale]/(site)/tickets/[orderId]/tickets.pdf/route";
import { GET as calendarRoute } from "@/app/[locale]/(site)/tickets/[orderId]/calendar.ics/route";
import { getDb } from "@/db/client";
import {
  auditLog,
  emailOutbox,
  events,
  orders,
  payments,
  refunds,
  ticketTransfers,
  tickets,
} from "@/db/schema";
import { decideLocally, mergeSnapshot } from "@/lib/door/client/local-decision";
import type { DoorSnapshot } from "@/lib/door/resource";
import { formatShortCode } from "@/lib/door/short-code";
import { listTicketsForAccount } from "@/lib/tickets/queries";
import { signTicket, verifyTicket } from "@/lib/tickets/signing";
import { orderTicketHolders } from "@/lib/transfers/queries";
import { insertConcert, signedInAccount, type DoorDevice } from "../support/door";
import { anonymousBrowser, createOrganiser, type SignedIn } from "../support/fixtures";
import { api, jsonRequest, params, read } from "../support/requests";

// Passing a ticket to a friend, through the API as the tickets page and the friend's link call
// it: the old code voided and exactly one new one issued, the door's online answer and the
// snapshot an offline phone syncs, the rules (admission, the doors' opening, one transfer
// waiting, who may accept), cancelling, passing on again, and the order and money untouched.

type Account = Awaited<ReturnType<typeof signedInAccount>>;

let staff: DoorDevice;
beforeAll(async () => {
  staff = await signedInAccount(await getDb(), "staff", "Door Team");
});

/** A visitor who buys tickets, and a concert (in 2030 unless told) whose tickets they hold. */
async function concertBoughtBy(options: { count?: number; startsAt?: Date } = {}) {
  const db = await getDb();
  const buyer = await signedInAccount(db, "visitor", "Layla Haddad");
  const concert = await insertConcert(db, { count: 3, ...options, buyerId: buyer.id });
  return { buyer, concert };
}

const friendOf = async (label = "Omar Said") => signedInAccount(await getDb(), "visitor", label);

function startTransfer(
  session: SignedIn,
  ticketId: string,
  body: unknown = {},
): Promise<Awaited<ReturnType<typeof read>>> {
  return api(jsonRequest(`/api/visitor/v1/tickets/${ticketId}/transfer`, body, { session })).then(
    read,
  );
}

const acceptTransfer = async (session: SignedIn, transferId: number, token: string) =>
  read(
    await api(
      jsonRequest(`/api/visitor/v1/transfers/${transferId}/accept`, { token }, { session }),
    ),
  );

const cancelTransfer = async (session: SignedIn, transferId: number) =>
  read(
    await api(
      jsonRequest(`/api/visitor/v1/transfers/${transferId}`, undefined, {
        session,
        method: "DELETE",
      }),
    ),
  );

/** The newest e-mail to an address. */
async function lastMailTo(email: string) {
  const [mail] = await (
    await getDb()
  )
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail!;
}

/** Starts a transfer to `friend` and reads the link's token from the e-mail the friend got. */
async function passOn(
  holder: Account,
  ticketId: string,
  friend: Account,
  language: "en" | "ar" = "en",
) {
  const started = await startTransfer(holder, ticketId, { email: friend.email, language });
  expect(started.code, JSON.stringify(started)).toBe(201);
  const mail = await lastMailTo(friend.email);
  const link = new RegExp(
    `${language === "ar" ? "/ar" : ""}/tickets/transfer/${started.payload.transferId}\\?token=([\\w-]+)`,
  ).exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { transferId: started.payload.transferId as number, token: link![1]!, mail };
}

const ticketRow = async (id: string) =>
  (await (await getDb()).select().from(tickets).where(eq(tickets.id, id)))[0]!;

const orderTickets = async (orderId: number) =>
  (await getDb())
    .select()
    .from(tickets)
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.seatId), asc(tickets.generation));

/** Sends scans from the staff phone; answers each scan's result. */
async function scan(eventId: number, codes: string[]) {
  const answer = await read(
    await api(
      jsonRequest(
        "/api/door/v1/scans",
        {
          eventId,
          deviceId: staff.deviceId,
          gate: "Gate 1",
          scans: codes.map((code) => ({
            code,
            scannedAt: new Date().toISOString(),
            nonce: randomUUID(),
            dayConfirmed: true,
          })),
        },
        { session: staff },
      ),
    ),
  );
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.payload.results as { result: string; ticketId: string; seatLabel: string }[];
}

async function snapshot(eventId: number, since?: string): Promise<DoorSnapshot> {
  const qs = since ? `?since=${encodeURIComponent(since)}` : "";
  const answer = await read(
    await api(
      new Request(`http://localhost/api/door/v1/events/${eventId}/snapshot${qs}`, {
        headers: { cookie: staff.cookie },
      }),
    ),
  );
  expect(answer.code).toBe(200);
  return answer.payload as DoorSnapshot;
}

function download(handler: typeof pdfRoute, account: SignedIn, orderId: number) {
  return handler(
    new Request(`http://localhost/tickets/${orderId}/x`, { headers: { cookie: account.cookie } }),
    params({ orderId: String(orderId) }),
  );
}

/** The pages of a PDF (pdfkit writes one /Type /Page object per page). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

describe("passing a ticket to a friend", () => {
  it("voids exactly one code and issues exactly one to the friend, who gets it by e-mail with its PDF and calendar file; the order and money are unchanged", async () => {
    const db = await getDb();
    const { buyer, concert } = await concertBoughtBy();
    const friend = await friendOf();
    const [given, kept] = concert.tickets;
    const orderBefore = (await db.select().from(orders).where(eq(orders.id, concert.orderId)))[0];
    const before = await orderTickets(concert.orderId);
    expect(before.every((t) => t.holderAccountId === buyer.id && t.generation === 1)).toBe(true);

    // The invitation, in the language the sender chose, with the link to accept.
    const { transferId, token, mail } = await passOn(buyer, given!.id, friend, "ar");
    expect(mail.subject).toContain("Layla Haddad");
    expect(mail.text).toContain("اقبل التذكرة");
    expect(mail.orderId).toBe(concert.orderId);
    // Until accepted, the ticket is still the buyer's and admits.
    expect((await ticketRow(given!.id)).voidedAt).toBeNull();

    const accepted = await acceptTransfer(friend, transferId, token);
    expect(accepted.code, JSON.stringify(accepted)).toBe(200);
    expect(accepted.payload).toMatchObject({
      transferId,
      ticketId: given!.id,
      seatLabel: given!.seatLabel,
      toEmail: friend.email,
      language: "ar",
      status: "ACCEPTED",
    });
    const newId = accepted.payload.newTicketId as string;

    // One code voided, one issued: the same seats, one more row, one valid ticket per seat.
    const after = await orderTickets(concert.orderId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((t) => t.voidedAt === null).map((t) => t.seatId)).toEqual(
      before.map((t) => t.seatId),
    );
    const old = after.find((t) => t.id === given!.id)!;
    const issued = after.find((t) => t.id === newId)!;
    expect(old.voidedAt).not.toBeNull();
    expect(old.voidReason).toBe("code:reasons.ticketTransferred");
    expect(issued).toMatchObject({
      orderId: concert.orderId,
      seatId: old.seatId,
      seatLabel: old.seatLabel,
      holderAccountId: friend.id,
      holderName: "Omar Said",
      generation: 2,
      voidedAt: null,
    });
    expect(issued.shortCode).not.toBe(old.shortCode);
    // the tickets not passed on are exactly as they were
    for (const t of before.filter((t) => t.id !== given!.id))
      expect(after.find((a) => a.id === t.id)).toEqual(t);

    // The friend's tickets e-mail: the new ticket in Arabic, its PDF and calendar file, no money.
    const tickets = await lastMailTo(friend.email);
    expect(tickets.subject).toContain("تذاكرك");
    expect(tickets.text).toContain("حوّل إليك Layla Haddad");
    expect(tickets.text).not.toContain("$");
    expect(tickets.attachments!.map((a) => a.contentType)).toEqual([
      "application/pdf",
      "text/calendar",
    ]);
    expect(pageCount(Buffer.from(tickets.attachments![0]!.base64, "base64"))).toBe(1);
    // The sender is told, in their own language.
    const told = await lastMailTo(buyer.email);
    const [event] = await db.select().from(events).where(eq(events.id, concert.eventId));
    expect(told.subject).toBe(`Mahrajan Events: your ticket for ${event!.name} was accepted`);
    expect(told.text).toContain("Omar Said accepted your ticket for Row 1, Seat 1");

    // The order and its money are untouched.
    const orderAfter = (await db.select().from(orders).where(eq(orders.id, concert.orderId)))[0];
    expect(orderAfter).toEqual(orderBefore);
    expect(await db.select().from(payments).where(eq(payments.orderId, concert.orderId))).toEqual(
      [],
    );
    expect(await db.select().from(refunds).where(eq(refunds.orderId, concert.orderId))).toEqual([]);

    // The audit log names the new holder, under the order.
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, concert.orderId)));
    expect(audit).toMatchObject({
      actorId: friend.id,
      action: "update",
      before: { ticketId: given!.id, holder: { accountId: buyer.id, email: buyer.email } },
      after: { ticketId: newId, holder: { accountId: friend.id, email: friend.email }, transferId },
    });
    // The console's order lists each code with its holder.
    const holders = await orderTicketHolders(concert.orderId);
    expect(
      holders
        .filter((h) => h.seatLabel === given!.seatLabel)
        .map((h) => [h.holderEmail, h.passedOnTo]),
    ).toEqual([
      [buyer.email, friend.email],
      [friend.email, null],
    ]);

    // The tickets pages: the friend holds the new ticket, received from the buyer; the buyer's
    // old one is listed as passed on, the one kept still valid.
    const friendTickets = await listTicketsForAccount({ accountId: friend.id });
    expect(friendTickets.map((t) => [t.id, t.voided, t.receivedFrom])).toEqual([
      [newId, false, { name: "Layla Haddad", locale: "ar" }],
    ]);
    const buyerTickets = await listTicketsForAccount({ accountId: buyer.id });
    expect(buyerTickets.find((t) => t.id === given!.id)).toMatchObject({
      voided: true,
      passedOnTo: friend.email,
    });
    expect(buyerTickets.find((t) => t.id === kept!.id)).toMatchObject({ voided: false });

    // Downloads: the friend's PDF and calendar hold their ticket alone; the buyer's the others.
    const friendPdf = await download(pdfRoute, friend, concert.orderId);
    expect(friendPdf.status).toBe(200);
    expect(pageCount(Buffer.from(await friendPdf.arrayBuffer()))).toBe(1);
    const friendIcs = await download(calendarRoute, friend, concert.orderId);
    expect(friendIcs.status).toBe(200);
    expect(await friendIcs.text()).toContain("DESCRIPTION:");
    const buyerPdf = await download(pdfRoute, buyer, concert.orderId);
    expect(pageCount(Buffer.from(await buyerPdf.arrayBuffer()))).toBe(2);
    const stranger = await friendOf("Stranger");
    expect((await download(pdfRoute, stranger, concert.orderId)).status).toBe(404);
  });

  it("answers the old code TRANSFERRED at the door, scanned or typed, and lists it in the snapshot a phone syncs", async () => {
    const { buyer, concert } = await concertBoughtBy();
    const friend = await friendOf();
    const [given] = concert.tickets;
    // A phone downloaded the event before the transfer.
    const before = await snapshot(concert.eventId);
    const { transferId, token } = await passOn(buyer, given!.id, friend);
    const newId = (await acceptTransfer(friend, transferId, token)).payload.newTicketId as string;
    const issued = await ticketRow(newId);
    const newCode = signTicket({ t: newId, e: concert.guid, s: issued.seatLabel });
    expect(verifyTicket(newCode)!.t).toBe(newId);

    // Online: the old QR code and its short code typed are TRANSFERRED; the new code admits.
    const answers = await scan(concert.eventId, [
      given!.code,
      formatShortCode(given!.shortCode).toLowerCase(),
      newCode,
    ]);
    expect(answers.map((a) => [a.result, a.seatLabel])).toEqual([
      ["TRANSFERRED", "Row 1, Seat 1"],
      ["TRANSFERRED", "Row 1, Seat 1"],
      ["ADMITTED", "Row 1, Seat 1"],
    ]);

    // The phone's refresh since its cursor carries the voided code, marked passed on, and the
    // new ticket with its short code.
    const delta = await snapshot(concert.eventId, before.cursor);
    expect(delta.full).toBe(false);
    expect(delta.voided).toEqual([
      { ticketId: given!.id, voidedAt: expect.any(String), transferred: true },
    ]);
    expect(delta.tickets).toContainEqual({
      ticketId: newId,
      seatLabel: "Row 1, Seat 1",
      shortCode: issued.shortCode,
    });

    // Offline after that sync, the phone refuses the old code (QR or typed) on its own.
    const synced = mergeSnapshot(before, delta);
    const basis = { snapshot: synced, refreshedAt: new Date().toISOString(), scans: [] };
    const at = {
      at: new Date().toISOString(),
      gate: "Gate 2",
      deviceId: "phone",
      dayConfirmed: true,
    };
    const old = { v: 1 as const, t: given!.id, e: concert.guid, s: given!.seatLabel };
    expect(decideLocally(basis, old, { ...at, direction: "IN" }).result).toBe("TRANSFERRED");
    const stale = { snapshot: before, refreshedAt: basis.refreshedAt, scans: [] };
    expect(decideLocally(stale, old, { ...at, direction: "IN" }).result).toBe("ADMITTED");
  });

  it("refuses a transfer once the ticket was let in at the door, and after the doors open", async () => {
    const db = await getDb();
    const { buyer, concert } = await concertBoughtBy();
    const friend = await friendOf();
    const [admitted] = concert.tickets;
    expect((await scan(concert.eventId, [admitted!.code]))[0]!.result).toBe("ADMITTED");
    const refused = await startTransfer(buyer, admitted!.id, {
      email: friend.email,
      language: "en",
    });
    expect([refused.code, refused.errorCode]).toEqual([409, "errors.transfers.admitted"]);

    // A concert starting in half an hour: its doors opened half an hour ago (an hour before).
    const soon = await concertBoughtBy({ startsAt: new Date(Date.now() + 30 * 60_000) });
    const late = await startTransfer(soon.buyer, soon.concert.tickets[0]!.id, {
      email: friend.email,
      language: "en",
    });
    expect([late.code, late.errorCode]).toEqual([409, "errors.transfers.cutOff"]);

    // A transfer sent before the cut-off cannot be accepted after it: the ticket stays as it was.
    const later = await concertBoughtBy();
    const { transferId, token } = await passOn(later.buyer, later.concert.tickets[1]!.id, friend);
    await db
      .update(events)
      .set({ startsAt: new Date(Date.now() + 30 * 60_000) })
      .where(eq(events.id, later.concert.eventId));
    const tooLate = await acceptTransfer(friend, transferId, token);
    expect([tooLate.code, tooLate.errorCode]).toEqual([409, "errors.transfers.cutOff"]);
    expect(await ticketRow(later.concert.tickets[1]!.id)).toMatchObject({
      voidedAt: null,
      holderAccountId: later.buyer.id,
    });
    expect(
      await db.select().from(tickets).where(eq(tickets.orderId, later.concert.orderId)),
    ).toHaveLength(3);
  });

  it("refuses a transfer after the organiser's cut-off and takes one before it; the setting is the event's, through the console's API, and a copy keeps it", async () => {
    const organiser = await createOrganiser(await getDb());
    const friend = await friendOf("Rana Aziz");
    // Doors open in 23 hours: the concert starts in a day.
    const { buyer, concert } = await concertBoughtBy({
      startsAt: new Date(Date.now() + 24 * 3_600_000),
    });
    const setCutoff = async (body: unknown) =>
      read(
        await api(
          jsonRequest(`/api/admin/v1/events/${concert.eventId}`, body, {
            method: "PUT",
            session: organiser,
          }),
        ),
      );
    const refusedHours = await setCutoff({ transferCutoffHours: 721 });
    expect(refusedHours.code).toBe(400);
    const changed = await setCutoff({ transferCutoffHours: 48 });
    expect(changed.code).toBe(200);
    expect(changed.payload.transferCutoffHours).toBe(48);

    // 48 hours before the doors open has passed
    const late = await startTransfer(buyer, concert.tickets[0]!.id, {
      email: friend.email,
      language: "en",
    });
    expect([late.code, late.errorCode]).toEqual([409, "errors.transfers.cutOff"]);
    expect(late.payload).toBe(
      "Tickets for this show can no longer be passed on: the organiser's cut-off for transfers has passed (at the latest, when the doors open).",
    );
    // the tickets page, which offers Transfer only before the cut-off, reads the same setting
    const [listed] = (await listTicketsForAccount({ accountId: buyer.id })).filter(
      (t) => t.id === concert.tickets[0]!.id,
    );
    expect(listed?.event.transferCutoffHours).toBe(48);

    // 12 hours before the doors open is still ahead: the friend accepts
    expect((await setCutoff({ transferCutoffHours: 12 })).code).toBe(200);
    const { transferId, token } = await passOn(buyer, concert.tickets[0]!.id, friend);
    expect((await acceptTransfer(friend, transferId, token)).code).toBe(200);

    // a copy of the event keeps the organiser's cut-off
    const copy = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/events/${concert.eventId}/copy`,
          {
            eventName: `Copied concert ${randomUUID().slice(0, 8)}`,
            eventDate: "2031-07-01T19:00",
            eventDateText: "July 1, 2031",
          },
          { session: organiser },
        ),
      ),
    );
    expect(copy.code).toBe(201);
    expect(copy.payload.transferCutoffHours).toBe(12);
  });

  it("lets the sender cancel before it is accepted and keep the ticket; the friend's link then refuses", async () => {
    const { buyer, concert } = await concertBoughtBy();
    const friend = await friendOf();
    const [ticket] = concert.tickets;
    const { transferId, token } = await passOn(buyer, ticket!.id, friend);

    // The friend cannot cancel it; the sender can, and cancelling again answers the same.
    expect((await cancelTransfer(friend, transferId)).code).toBe(404);
    const cancelled = await cancelTransfer(buyer, transferId);
    expect(cancelled.code).toBe(200);
    expect(cancelled.payload).toMatchObject({ status: "CANCELLED", newTicketId: null });
    expect((await cancelTransfer(buyer, transferId)).payload.status).toBe("CANCELLED");

    const refused = await acceptTransfer(friend, transferId, token);
    expect([refused.code, refused.errorCode]).toEqual([409, "errors.transfers.cancelled"]);
    // The ticket is the buyer's as before, its code admits.
    expect(await ticketRow(ticket!.id)).toMatchObject({
      voidedAt: null,
      holderAccountId: buyer.id,
    });
    expect((await scan(concert.eventId, [ticket!.code]))[0]!.result).toBe("ADMITTED");
    expect(await orderTickets(concert.orderId)).toHaveLength(3);
  });

  it("lets the new holder pass the ticket on again, each code voided in turn", async () => {
    const { buyer, concert } = await concertBoughtBy();
    const friend = await friendOf("Omar Said");
    const third = await friendOf("Rania Khoury");
    const [ticket] = concert.tickets;

    const first = await passOn(buyer, ticket!.id, friend);
    const second = (await acceptTransfer(friend, first.transferId, first.token)).payload
      .newTicketId as string;
    const again = await passOn(friend, second, third);
    const accepted = await acceptTransfer(third, again.transferId, again.token);
    expect(accepted.code).toBe(200);
    const thirdId = accepted.payload.newTicketId as string;

    const chain = (await orderTickets(concert.orderId)).filter(
      (t) => t.seatLabel === "Row 1, Seat 1",
    );
    expect(chain.map((t) => [t.id, t.generation, t.holderAccountId, t.voidedAt === null])).toEqual([
      [ticket!.id, 1, buyer.id, false],
      [second, 2, friend.id, false],
      [thirdId, 3, third.id, true],
    ]);
    // Neither earlier holder can pass it on any more.
    const byBuyer = await startTransfer(buyer, ticket!.id, { email: third.email, language: "en" });
    expect([byBuyer.code, byBuyer.errorCode]).toEqual([409, "errors.transfers.voided"]);
    const byFriend = await startTransfer(friend, second, { email: buyer.email, language: "en" });
    expect([byFriend.code, byFriend.errorCode]).toEqual([409, "errors.transfers.voided"]);
    // Both earlier codes are TRANSFERRED at the door.
    const codes = [ticket!.id, second].map((t) =>
      signTicket({ t, e: concert.guid, s: "Row 1, Seat 1" }),
    );
    expect((await scan(concert.eventId, codes)).map((a) => a.result)).toEqual([
      "TRANSFERRED",
      "TRANSFERRED",
    ]);
    const valid = await (
      await getDb()
    )
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, concert.orderId), isNull(tickets.voidedAt)));
    expect(valid).toHaveLength(3);
  });

  it("issues one ticket when the friend accepts twice at once", async () => {
    const { buyer, concert } = await concertBoughtBy();
    const friend = await friendOf();
    const [ticket] = concert.tickets;
    const { transferId, token } = await passOn(buyer, ticket!.id, friend);
    const answers = await Promise.all([
      acceptTransfer(friend, transferId, token),
      acceptTransfer(friend, transferId, token),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    const seat = (await orderTickets(concert.orderId)).filter(
      (t) => t.seatLabel === "Row 1, Seat 1",
    );
    expect(seat.map((t) => [t.generation, t.voidedAt === null])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it("refuses accepting twice, by another account, with a wrong token or after cancelling, and a second transfer waiting", async () => {
    const { buyer, concert } = await concertBoughtBy();
    const friend = await friendOf();
    const other = await friendOf("Someone Else");
    const [ticket, second] = concert.tickets;
    const { transferId, token } = await passOn(buyer, ticket!.id, friend);

    // one transfer waiting per ticket
    const twice = await startTransfer(buyer, ticket!.id, { email: other.email, language: "en" });
    expect([twice.code, twice.errorCode]).toEqual([409, "errors.transfers.pending"]);
    // nobody but the holder passes a ticket on; not to the holder's own address
    const notTheirs = await startTransfer(other, second!.id, {
      email: other.email,
      language: "en",
    });
    expect([notTheirs.code, notTheirs.errorCode]).toEqual([404, "errors.transfers.ticketNotFound"]);
    const toSelf = await startTransfer(buyer, second!.id, { email: buyer.email, language: "en" });
    expect([toSelf.code, toSelf.errorCode]).toEqual([400, "errors.transfers.toSelf"]);
    const badBody = await startTransfer(buyer, second!.id, { email: "nope", language: "fr" });
    expect(badBody.code).toBe(400);
    const anonymous = await startTransfer(anonymousBrowser(), second!.id, {
      email: other.email,
      language: "en",
    });
    expect(anonymous.code).toBe(401);

    // the wrong token, another account, the sender: refused, nothing changes
    const wrongToken = await acceptTransfer(friend, transferId, `${token}x`);
    expect([wrongToken.code, wrongToken.errorCode]).toEqual([404, "errors.transfers.notFound"]);
    const wrongAccount = await acceptTransfer(other, transferId, token);
    expect([wrongAccount.code, wrongAccount.errorCode]).toEqual([
      403,
      "errors.transfers.wrongAccount",
    ]);
    expect(wrongAccount.params).toEqual({ email: friend.email });
    expect((await acceptTransfer(buyer, transferId, token)).code).toBe(403);
    expect(await ticketRow(ticket!.id)).toMatchObject({
      voidedAt: null,
      holderAccountId: buyer.id,
    });

    // accepted once; the second time is refused and issues nothing
    expect((await acceptTransfer(friend, transferId, token)).code).toBe(200);
    const repeat = await acceptTransfer(friend, transferId, token);
    expect([repeat.code, repeat.errorCode]).toEqual([409, "errors.transfers.alreadyAccepted"]);
    const cancelAfter = await cancelTransfer(buyer, transferId);
    expect([cancelAfter.code, cancelAfter.errorCode]).toEqual([
      409,
      "errors.transfers.alreadyAccepted",
    ]);
    expect(await orderTickets(concert.orderId)).toHaveLength(4);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(ticketTransfers)
      .where(eq(ticketTransfers.id, transferId));
    expect(row).toMatchObject({ status: "ACCEPTED", acceptedBy: friend.id });
    // the token is kept only as its hash
    expect(row!.tokenHash).not.toContain(token);
  });
});
