/**
 * The fallback of a Suspense boundary inside a page: nothing to see, but it tells
 * FocusMainHeading that part of the page is still to come, so the heading gets focus only once
 * the page's fields are there and the next Tab reaches the first of them.
 */
export function PagePending() {
  return <span hidden data-page-pending="" />;
}
