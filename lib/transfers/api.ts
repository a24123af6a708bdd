import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import {
  acceptRequest,
  ticketIdSchema,
  transferAnswer,
  transferIdSchema,
  transferRequest,
} from "./resource";

// Passing a ticket to a friend: the holder starts and cancels a transfer, the friend accepts it.
// Client-safe: the tickets page calls them through the typed client.

const transferParams = z.object({ transferId: transferIdSchema });

export const TRANSFER_ROUTES = {
  start: apiRoute({
    method: "POST",
    path: "/api/visitor/v1/tickets/{ticketId}/transfer",
    params: z.object({ ticketId: ticketIdSchema }),
    body: transferRequest,
    answer: transferAnswer,
    status: "CREATED",
  }),
  accept: apiRoute({
    method: "POST",
    path: "/api/visitor/v1/transfers/{transferId}/accept",
    params: transferParams,
    body: acceptRequest,
    answer: transferAnswer,
  }),
  cancel: apiRoute({
    method: "DELETE",
    path: "/api/visitor/v1/transfers/{transferId}",
    params: transferParams,
    answer: transferAnswer,
  }),
};
