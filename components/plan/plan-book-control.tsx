"use client";

import type { KeyboardEvent, ReactNode } from "react";
import { useBookBooth, type BookableBooth } from "../book-booth-button";

/**
 * An AVAILABLE booth's place on the plan as a button: a tap, a click, Enter or Space books it the
 * way its card's 'Book this Booth' does (the same `useBookBooth`: the login first when signed out,
 * then the cart). For a ticket account, which cannot book booths, it stays a picture.
 */
export function PlanBookControl({
  booth,
  label,
  pictureLabel,
  children,
}: {
  booth: BookableBooth;
  /** "Book booth A-01, Food Trucks, $1,200.00" */
  label: string;
  /** The booth's name as a picture ("Booth A-01, Food Trucks, AVAILABLE"). */
  pictureLabel: string;
  children: ReactNode;
}) {
  const { role, book } = useBookBooth(booth);
  if (role === "visitor")
    return (
      <g role="img" aria-label={pictureLabel}>
        {children}
      </g>
    );
  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    book();
  }
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      className="cursor-pointer focus-visible:outline-none"
      onClick={book}
      onKeyDown={onKeyDown}
      data-testid="plan-book"
    >
      {children}
    </g>
  );
}
