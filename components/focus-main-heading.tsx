"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** How long a streamed page may take to show its heading and content before we stop waiting. */
const WAIT_FOR_HEADING_MS = 5000;

/**
 * After a client-side navigation, keyboard and screen-reader users start on the new page's main
 * heading instead of wherever the old page left focus. The first load keeps the browser's own
 * focus; a link to a #fragment, an open dialog or a field the page focused itself keeps focus.
 * A page whose content streams in behind Suspense (fallback: PagePending) is focused once it is
 * all there.
 */
export function FocusMainHeading() {
  const pathname = usePathname();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (window.location.hash) return;
    const atNavigation = document.activeElement;

    // True once there is nothing more to do: focused the heading, or focus was placed on purpose.
    const focusHeading = () => {
      const active = document.activeElement;
      if (active && active !== atNavigation && active !== document.body) return true;
      if (active?.closest("dialog[open], [role=dialog], input, select, textarea")) return true;
      // Part of the page is still loading (a PagePending fallback): wait for it, so that the
      // next Tab from the heading reaches what follows it rather than the footer.
      if (document.querySelector("main [data-page-pending]")) return false;
      const heading = document.querySelector<HTMLElement>("main h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };

    if (focusHeading()) return;
    // The heading may still be streaming in behind a loading state.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.querySelector("main") ?? document.body, {
      childList: true,
      subtree: true,
    });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}
