import { z } from "zod";
import { apiRoute } from "../http/route-contract";
import { ruleMessage } from "../i18n/messages";
import { INVOICE_NUMBER_PATTERN } from "./invoice";

// An invoice or a credit note as the API serves it: a PDF, addressed by its number.

const NUMBER_MESSAGE = ruleMessage("validation.invoices.numberInvalid");

/** The PDF itself, not JSON. */
const pdfAnswer = z.string().meta({
  description:
    "The document, not JSON: application/pdf, sent inline with its number as the file name.",
});

export const INVOICE_ROUTES = {
  pdf: apiRoute({
    method: "GET",
    path: "/api/v1/invoices/{invoiceNumber}",
    params: z.object({
      invoiceNumber: z
        .string({ error: NUMBER_MESSAGE })
        .regex(INVOICE_NUMBER_PATTERN, { error: NUMBER_MESSAGE }),
    }),
    answer: pdfAnswer,
  }),
};
