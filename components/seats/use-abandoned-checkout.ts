"use client";

import { useEffect, useState } from "react";
import { OPEN_CHECKOUT_KEY, readSessionFlags } from "@/lib/cart/browser-state";
import { alertService } from "@/lib/site/alerts";
import { useT } from "../locale-provider";

/**
 * Cancels this browser's open ticket checkout, if any, and answers the cancel's answer with its
 * words. The code that cancels (the payments API's declaration and the API client) is loaded
 * only when this browser has an open checkout, so the ticket pages do not carry it for everyone.
 */
async function releaseAbandoned() {
  const { signedIn } = await readSessionFlags();
  if (!signedIn || window.localStorage.getItem(OPEN_CHECKOUT_KEY) === null) return null;
  const [{ releaseOpenTicketCheckout }, { answerMessage }] = await Promise.all([
    import("@/lib/cart/open-checkout"),
    import("@/lib/http/client"),
  ]);
  const answer = await releaseOpenTicketCheckout();
  return answer && { answer, message: answerMessage(answer, "") };
}

/**
 * On the ticket pages, an unpaid ticket checkout this browser left for the payment page and came
 * back from (the back button) is abandoned: it is cancelled and its seats released at once, so they
 * are not kept from others until the hold lapses. Runs when the page loads and when the browser
 * shows it again from its back-forward cache. Answers a number that changes when the page was
 * shown again or a checkout was released, for the page to start afresh: a new seat map reads the
 * seats' statuses at once, a new Check Out button no longer waits for the payment page.
 */
export function useReleaseAbandonedCheckout(): number {
  const { t } = useT();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    const release = () => {
      releaseAbandoned()
        .then((released) => {
          if (!active || !released) return;
          const { answer, message } = released;
          // cancelled as asked, or paid after all (the answer says so); anything else (another
          // account's checkout) was only forgotten
          if (answer.status === "OK" && answer.code === "payment.cancelled")
            alertService.info(t("tickets.checkoutReleased"));
          else if (answer.status === "OK") alertService.info(message);
          setRound((n) => n + 1);
        })
        // unreachable now: the checkout is kept, and released on the next visit
        .catch(() => undefined);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setRound((n) => n + 1);
      release();
    };
    release();
    window.addEventListener("pageshow", onPageShow);
    return () => {
      active = false;
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [t]);
  return round;
}
