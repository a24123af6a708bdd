"use client";

import { useState } from "react";
import { rememberVendor, type VendorData } from "@/lib/accounts/session-client";
import { alertService } from "@/lib/site/alerts";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import type { Envelope } from "@/lib/http/envelope";
import type { ApiRoute, RouteAnswer, RouteInput } from "@/lib/http/route-contract";
import { useT } from "../locale-provider";

/**
 * Sends a form to its route (or to the route a form's lazily loaded module gives, see
 * account-schemas.ts) and turns the envelope into feedback. A failure's message is shown
 * once, under the form, in the page's language (by its code); only an UNAUTHORIZED answer to a
 * form that asks for `errorAlert` (lost password, reset password, profile) also raises an error
 * alert with the same message.
 */
export function useApiForm() {
  const { t } = useT();
  const [formError, setFormError] = useState<string | null>(null);

  async function send<R extends ApiRoute>(
    route: R | Promise<R>,
    input: RouteInput<R>,
    { errorAlert = false, keepAlert = false }: { errorAlert?: boolean; keepAlert?: boolean } = {},
  ): Promise<Envelope<RouteAnswer<R>> | null> {
    setFormError(null);
    let result: Envelope<RouteAnswer<R>>;
    try {
      result = await call(await route, input);
    } catch (error) {
      const message =
        error instanceof NetworkError ? error.message : t("common.somethingWentWrong");
      setFormError(message);
      return null;
    }
    if (result.status === "OK" || result.status === "CREATED") return result;
    const message = answerMessage(result, t("common.checkTheForm"));
    setFormError(message);
    if (errorAlert && result.status === "UNAUTHORIZED")
      alertService.error(message, { autoClose: true, keepAfterRouteChange: keepAlert });
    return null;
  }

  return { send, formError, setFormError };
}

/**
 * An account just signed in (logging in, a visitor's sign-up): remembered for this tab, and its
 * welcome (the answer's message, else `done`) shown on the page it goes to next.
 */
export function welcomeSignedIn(result: Envelope<VendorData>, done: string): void {
  rememberVendor(result.payload);
  alertService.success(answerMessage(result, done), { keepAfterRouteChange: true });
}
