"use client";

import { useState } from "react";
import { alertService } from "@/lib/site/alerts";
import { NetworkError, payloadMessage, sendJson } from "@/lib/http/client";
import type { Envelope } from "@/lib/http/envelope";
import { useT } from "../locale-provider";

/**
 * Sends a form to its API route and turns the envelope into feedback. A failure's message is
 * shown once, under the form; only an UNAUTHORIZED answer to a form that asks for `errorAlert`
 * (lost password, reset password, profile) also raises an error alert with the same message.
 */
export function useApiForm() {
  const { t } = useT();
  const [formError, setFormError] = useState<string | null>(null);

  async function send<T>(
    url: string,
    values: unknown,
    {
      method = "POST",
      errorAlert = false,
      keepAlert = false,
    }: { method?: string; errorAlert?: boolean; keepAlert?: boolean } = {},
  ): Promise<Envelope<T> | null> {
    setFormError(null);
    let result: Envelope<T>;
    try {
      result = await sendJson<T>(url, values, method);
    } catch (error) {
      const message =
        error instanceof NetworkError ? error.message : t("common.somethingWentWrong");
      setFormError(message);
      return null;
    }
    if (result.status === "OK" || result.status === "CREATED") return result;
    const message = payloadMessage(result.payload, t("common.checkTheForm"));
    setFormError(message);
    if (errorAlert && result.status === "UNAUTHORIZED")
      alertService.error(message, { autoClose: true, keepAfterRouteChange: keepAlert });
    return null;
  }

  return { send, formError, setFormError };
}
