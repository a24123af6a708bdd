import "server-only";
import type { Endpoint } from "../endpoint";

/** The organiser API's orders: list, detail, refunds, offline payments, charges, cancellation. */
export const ORDERS_ENDPOINTS: readonly Endpoint[] = [];
