"use client";

import { useEffect, useState } from "react";
import { readSessionFlags } from "@/lib/cart/browser-state";
import { releaseOpenTicketCheckout } from "@/lib/cart/open-checkout";
import { answerMessage } from "@/lib/http/client";
import { alertService } from "@/lib/site/alerts";
import { useT } from "../locale-provider";

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
      readSessionFlags()
        .then(({ signedIn }) => (signedIn ? releaseOpenTicketCheckout() : null))
        .then((answer) => {
          if (!active || !answer) return;
          // cancelled as asked, or paid after all (the answer says so); anything else (another
          // account's checkout) was only forgotten
          if (answer.status === "OK" && answer.code === "payment.cancelled")
            alertService.info(t("tickets.checkoutReleased"));
          else if (answer.status === "OK") alertService.info(answerMessage(answer, ""));
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
