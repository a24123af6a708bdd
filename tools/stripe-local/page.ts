import { withSessionId, type SessionRecord } from "./checkout";

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f4f4f7; color: #1a1a1a; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: .75rem; box-shadow: 0 1px 4px #0002; }
  .note { font-size: .85rem; background: #fff4d6; color: #5c4400; padding: .4rem .6rem; border-radius: .4rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  caption { text-align: left; font-weight: 600; margin-bottom: .5rem; }
  th, td { padding: .4rem .25rem; border-bottom: 1px solid #ddd; text-align: left; }
  td.num, th.num { text-align: right; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
  .actions { display: flex; gap: .75rem; }
  button { font: inherit; padding: .6rem 1.4rem; border-radius: .4rem; border: 1px solid #555; background: #fff; color: #1a1a1a; cursor: pointer; }
  button.pay { background: #3c2fb0; border-color: #3c2fb0; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #ff9f1c; outline-offset: 2px; }
  a { color: #3c2fb0; }
`;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** "$1,234.50" for CAD (en-CA, 2 decimals), like the site's own `formatCad`. */
export function formatAmount(cents: number, currency: string): string {
  const fmt = new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return fmt.format(cents / 100);
}

function layout(merchant: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay ${escapeHtml(merchant)} | Local checkout</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="note">Test mode: stripe-local. No real payment is taken.</p>
${body}
</main>
</body>
</html>
`;
}

/** The hosted checkout page for a session (Pay/Cancel only while it is open). */
export function renderCheckoutPage(record: SessionRecord, merchant: string): string {
  const { session, lineItems } = record;
  const money = (cents: number) => escapeHtml(formatAmount(cents, session.currency));
  const total = money(session.amount_total);
  const rows = lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description)}</td><td class="num">${item.quantity}</td><td class="num">${money(item.amount_total)}</td></tr>`,
    )
    .join("\n");
  const table = `<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Amount to pay</th><td class="num">${total}</td></tr></tfoot>
</table>`;
  const id = escapeHtml(session.id);
  let status: string;
  if (session.status === "open") {
    const email = session.customer_email
      ? `<p>Receipt to <strong>${escapeHtml(session.customer_email)}</strong></p>`
      : "";
    status = `${email}
<div class="actions">
<form method="post" action="${id}/pay"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${id}/cancel"><button type="submit">Cancel</button></form>
</div>`;
  } else if (session.status === "complete") {
    const back = escapeHtml(withSessionId(session.success_url, session.id));
    status = `<p role="status">This payment is complete. Thank you!</p>
<p><a href="${back}">Return to ${escapeHtml(merchant)}</a></p>`;
  } else {
    const back = escapeHtml(withSessionId(session.cancel_url, session.id));
    status = `<p role="alert">This checkout session has expired. No payment was taken.</p>
<p><a href="${back}">Return to ${escapeHtml(merchant)}</a></p>`;
  }
  return layout(
    merchant,
    `<h1>Pay ${total}</h1>
<p>to ${escapeHtml(merchant)}</p>
${table}
${status}`,
  );
}

/** A simple message page (errors, unknown sessions). */
export function renderMessagePage(merchant: string, heading: string, message: string): string {
  return layout(
    merchant,
    `<h1>${escapeHtml(heading)}</h1>
<p role="alert">${escapeHtml(message)}</p>`,
  );
}
