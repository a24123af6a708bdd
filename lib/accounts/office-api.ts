import { z } from "zod";
import { ORDER_STATUSES, ROLES } from "@/db/queries/model";
import type { vendorDetail, vendorList } from "./office-vendors";
import { apiRoute } from "../http/route-contract";
import { idSchema, oneOf, pageSchema, searchSchema, trueOrFalse } from "../http/office-fields";
import { ruleMessage } from "../i18n/messages";

// The accounts as the organiser console sees them (vendors above all): the list, one account
// with its orders, and switching an account off. Money in integer cents (`...Cents`). The
// requests, the answers and the mappers from the stored rows side by side, and the routes.

const isoTime = z.iso.datetime({ offset: true });
const cents = z.number().int();

/** An account's id in the path (the public name of the field is vendorId). */
const accountParams = z.object({ vendorId: idSchema(ruleMessage("validation.ids.vendor")) });

export const accountListQuery = z.object({
  q: searchSchema,
  role: oneOf("role", ROLES).default("vendor"),
  page: pageSchema,
});

export const accountAccessRequest = z.object({
  disabled: trueOrFalse("disabled"),
});

const accountFields = {
  vendorId: z.number().int(),
  vendorName: z.string(),
  contactName: z.string(),
  lob: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: isoTime,
};

type Detail = Awaited<ReturnType<typeof vendorDetail>>;
type List = Awaited<ReturnType<typeof vendorList>>;

const accountOf = (a: Detail["account"]) => ({
  vendorId: a.id,
  vendorName: a.legalName,
  contactName: a.contactName,
  lob: a.lob,
  email: a.email,
  phone: a.phone,
  city: a.city,
  role: a.role,
  disabled: a.disabledAt !== null,
  createdAt: a.createdAt.toISOString(),
});

export const accountListAnswer = z.object({
  vendors: z.array(z.object({ ...accountFields, orders: z.number().int(), balanceCents: cents })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const accountListOf = (list: List) =>
  ({
    vendors: list.rows.map((v) => ({
      ...accountOf(v),
      orders: v.orders,
      balanceCents: v.balanceCents,
    })),
    page: list.page,
    pageSize: list.pageSize,
    total: list.total,
  }) satisfies z.input<typeof accountListAnswer>;

export const accountAnswer = z.object({
  ...accountFields,
  language: z.enum(["en", "ar"]),
  balanceCents: cents,
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      orderStatus: z.enum(ORDER_STATUSES),
      eventId: z.number().int().nullable(),
      eventName: z.string().nullable(),
      totalCents: cents,
      paidCents: cents,
      refundedCents: cents,
      balanceCents: cents,
      contractVersion: z.string().nullable(),
      contractAcceptedAt: isoTime.nullable(),
      createdAt: isoTime,
    }),
  ),
});

/** One account whole: its profile, what it owes in all, and its orders. */
export const accountDetailOf = ({ account, orders, owedCents }: Detail) =>
  ({
    ...accountOf(account),
    language: account.locale,
    balanceCents: owedCents,
    orders: orders.map((o) => ({
      orderId: o.id,
      orderStatus: o.status,
      eventId: o.eventId,
      eventName: o.eventName,
      totalCents: o.totalCents,
      paidCents: o.paidCents,
      refundedCents: o.refundedCents,
      balanceCents: o.balanceCents,
      contractVersion: o.contractVersion,
      contractAcceptedAt: o.contractAcceptedAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
    })),
  }) satisfies z.input<typeof accountAnswer>;

export const ACCOUNT_ROUTES = {
  list: apiRoute({
    method: "GET",
    path: "/api/admin/v1/vendors",
    query: accountListQuery,
    answer: accountListAnswer,
  }),
  detail: apiRoute({
    method: "GET",
    path: "/api/admin/v1/vendors/{vendorId}",
    params: accountParams,
    answer: accountAnswer,
  }),
  setAccess: apiRoute({
    method: "PUT",
    path: "/api/admin/v1/vendors/{vendorId}",
    params: accountParams,
    body: accountAccessRequest,
    answer: accountAnswer,
  }),
};
