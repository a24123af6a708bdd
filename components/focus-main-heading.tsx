"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated";

/** How long a streamed page may take to show its heading and content before we stop waiting. */
const WAIT_FOR_HEADING_MS = 5000;

/**
 * Whether the element is on screen. The router keeps the last pages visited in the DOM, hidden
 * (display: none), to restore them on a return; their headings and loading markers are not this
 * page's, and focus() on a hidden heading would silently leave focus where it was.
 */
const shown = (el: Element) => el.getClientRects().length > 0;

/** The heading of the page on screen. */
const mainHeading = () =>
  Array.from(document.querySelectorAll<HTMLElement>("main h1")).find(shown) ?? null;

/**
 * After a client-side navigation, keyboard and screen-reader users start on the new page's main
 * heading instead of wherever the old page left focus. The first load keeps the browser's own
 * focus; a link to a #fragment, an open dialog or a field the page focused itself keeps focus.
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
      const heading = mainHeading();
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

/**
 * Placed beside a page's first fields, inside their Suspense boundary: when the page was reached
 * by a client-side navigation, focus moves to its heading in the commit that brings the fields,
 * so the next Tab reaches the first of them, however long the server or the scripts took
 * (FocusMainHeading stops waiting after a while and would leave focus on the link followed). A
 * first load keeps the browser's own focus, and focus the reader already placed elsewhere, or a
 * link to a #fragment, is left alone. Renders nothing, so the server's HTML is unchanged.
 */
export function FocusHeadingOnArrival() {
  // True only while hydrating the server's HTML, that is on the page's first load.
  const hydrating = !useHydrated();
  // Fixed at mount: a later render after hydration is still the first load.
  const [byNavigation] = useState(!hydrating);

  useEffect(() => {
    if (!byNavigation || window.location.hash) return;
    const active = document.activeElement;
    // Nothing focused, or still the link (header, another page) that led here.
    const followedLink =
      active instanceof HTMLAnchorElement && active.pathname === window.location.pathname;
    if (active && active !== document.body && !followedLink) return;
    mainHeading()?.focus({ preventScroll: true });
  }, [byNavigation]);

  return null;
}
