"use client";

import { useT } from "../locale-provider";

/** Opens the browser's print dialog; the page's print styles keep one ticket per page. */
export function PrintButton() {
  const { t } = useT();
  return (
    <button type="button" className="btn-secondary print:hidden" onClick={() => window.print()}>
      {t("tickets.print")}
    </button>
  );
}
