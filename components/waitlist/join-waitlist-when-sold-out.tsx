"use client";

import dynamic from "next/dynamic";

/**
 * The stage page's "Join the waitlist", loaded only when it is shown: the seat picker shows it
 * once the seats' statuses say none is on sale, so the page's first load does not carry the form
 * and the waitlist API's declarations for the many who find seats.
 */
export const JoinWaitlistWhenSoldOut = dynamic(() =>
  import("./join-waitlist").then((module) => module.JoinWaitlist),
);
