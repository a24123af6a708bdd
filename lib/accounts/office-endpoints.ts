import "server-only";
import { setVendorDisabled, vendorDetail, vendorList } from "./office-vendors";
import { ACCOUNT_ROUTES, accountDetailOf, accountListOf } from "./office-api";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's accounts: list, one account whole, and switching one off. */
export const VENDORS_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...ACCOUNT_ROUTES.list,
    summary: "Search and list vendor accounts (organisers)",
    description:
      "?q=&role=&page= (q: a name, line of business, e-mail or phone; role: vendor by default) -> {vendors: [{vendorId, vendorName, contactName, lob, email, phone, role, disabled, orders, balanceCents}], page, pageSize, total}, by name; money in integer cents",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) =>
      accountListOf(await vendorList({ role: query.role, q: query.q }, query.page)),
  }),
  endpoint({
    ...ACCOUNT_ROUTES.detail,
    summary: "One account with its orders, balances and contracts accepted (organisers)",
    description:
      "-> the profile (vendorName, contactName, lob, email, phone, city, role, language, disabled), balanceCents owed in all, and orders newest first with their event, totalCents, paidCents, refundedCents, balanceCents and the contract version accepted and when; money in integer cents; NOT_FOUND for an unknown account",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params }) => accountDetailOf(await vendorDetail(params.vendorId)),
  }),
  endpoint({
    ...ACCOUNT_ROUTES.setAccess,
    summary: "Disable an account, or open it again (organisers)",
    description:
      "{disabled: true | false} -> the account, as GET answers it; a disabled account cannot log in and its sessions end at once; CONFLICT for your own account",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params, body }) =>
      accountDetailOf(await setVendorDisabled(caller.accountId, params.vendorId, body.disabled)),
  }),
];
