import "server-only";
import { z } from "zod";
import { ROLES } from "@/db/queries/model";
import { setVendorDisabled, vendorDetail, vendorList } from "./office-vendors";
import { centsToDollars } from "../payments/pricing";
import * as answers from "../http/answers";
import { endpoint, type Endpoint } from "../http/endpoint";
import { idSchema, ORGANISERS, pageSchema, searchSchema } from "../http/office-fields";

const vendorIdSchema = idSchema("Invalid vendor id");

type Detail = Awaited<ReturnType<typeof vendorDetail>>;

const accountPayload = (a: Detail["account"]) => ({
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

function vendorPayload({
  account,
  orders,
  owedCents,
}: Detail): z.input<typeof answers.adminVendorAnswer> {
  return {
    ...accountPayload(account),
    language: account.locale,
    balance: centsToDollars(owedCents),
    orders: orders.map((o) => ({
      orderId: o.id,
      orderStatus: o.status,
      eventId: o.eventId,
      eventName: o.eventName,
      totalAmount: centsToDollars(o.totalCents),
      paidAmount: centsToDollars(o.paidCents),
      refundedAmount: centsToDollars(o.refundedCents),
      balance: centsToDollars(o.balanceCents),
      contractVersion: o.contractVersion,
      contractAcceptedAt: o.contractAcceptedAt?.toISOString() ?? null,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}

/** The organiser API's accounts: list, one account whole, and switching one off. */
export const VENDORS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/admin/v1/vendors",
    summary: "Search and list vendor accounts (organisers)",
    description:
      "?q=&role=&page= (q: a name, line of business, e-mail or phone; role: vendor by default) -> {vendors: [{vendorId, vendorName, contactName, lob, email, phone, role, disabled, orders, balance}], page, pageSize, total}, by name",
    access: ORGANISERS,
    csrf: false,
    query: z.object({
      q: searchSchema,
      role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(", ")}.` }).default("vendor"),
      page: pageSchema,
    }),
    answer: answers.adminVendorListAnswer,
    handle: async ({ query }) => {
      const list = await vendorList({ role: query.role, q: query.q }, query.page);
      return {
        vendors: list.rows.map((v) => ({
          ...accountPayload(v),
          orders: v.orders,
          balance: centsToDollars(v.balanceCents),
        })),
        page: list.page,
        pageSize: list.pageSize,
        total: list.total,
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/admin/v1/vendors/{vendorId}",
    summary: "One account with its orders, balances and contracts accepted (organisers)",
    description:
      "-> the profile (vendorName, contactName, lob, email, phone, city, role, language, disabled), balance owed in all, and orders newest first with their event, amounts and the contract version accepted and when; NOT_FOUND for an unknown account",
    access: ORGANISERS,
    csrf: false,
    params: z.object({ vendorId: vendorIdSchema }),
    answer: answers.adminVendorAnswer,
    handle: async ({ params }) => vendorPayload(await vendorDetail(params.vendorId)),
  }),
  endpoint({
    method: "PUT",
    path: "/api/admin/v1/vendors/{vendorId}",
    summary: "Disable an account, or open it again (organisers)",
    description:
      "{disabled: true | false} -> the account, as GET answers it; a disabled account cannot log in and its sessions end at once; CONFLICT for your own account",
    access: ORGANISERS,
    csrf: true,
    params: z.object({ vendorId: vendorIdSchema }),
    body: z.object({ disabled: z.boolean({ error: "disabled must be true or false." }) }),
    answer: answers.adminVendorAnswer,
    handle: async ({ caller, params, body }) =>
      vendorPayload(await setVendorDisabled(caller.accountId, params.vendorId, body.disabled)),
  }),
];
