import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCard } from "@/components/account/account-card";
import { AcceptTransfer } from "@/components/transfers/transfer-ticket";
import { requirePageAccount } from "@/lib/accounts/page-session";
import { eventText } from "@/lib/email/event-text";
import { getT } from "@/lib/i18n/page-locale";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { transferPageState } from "@/lib/transfers/page";
import { transferIdSchema } from "@/lib/transfers/resource";

/*
 * The page a friend's link opens (/tickets/transfer/{transferId}?token=..., in the language the
 * sender chose): signed in with the address the ticket was sent to, "Accept the ticket"; signed
 * out, the login page (which offers a visitor account) and back; any other account is told which
 * address to sign in with. A link that names nothing, or has been used or cancelled, says so.
 */

// The link's transfer and token decide the page: rendered per request.
export const instant = false;

type Props = {
  params: Promise<{ transferId: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("tickets.accept.title"), robots: { index: false, follow: false } };
}

async function Accept({ params, searchParams }: Props) {
  const { t, locale, href } = await getT();
  const { transferId: raw } = await params;
  const { token } = await searchParams;
  const path = `/tickets/transfer/${encodeURIComponent(raw)}`;
  const account = await requirePageAccount(
    typeof token === "string" ? `${path}?token=${encodeURIComponent(token)}` : path,
  );
  const transferId = transferIdSchema.safeParse(raw);
  const link =
    transferId.success && typeof token === "string" && token
      ? { transferId: transferId.data, token }
      : null;
  const state = link
    ? await transferPageState(link.transferId, link.token, account)
    : ({ state: "invalid" } as const);
  if (state.state === "invalid")
    return (
      <AccountCard title={t("tickets.accept.invalidHeading")} intro={t("tickets.accept.invalid")}>
        {null}
      </AccountCard>
    );
  const { name, date } = eventText(state.event, locale, { withTime: true });
  const seat = seatLabelIn(state.seat, locale);
  const what = (
    <p className="font-semibold" data-testid="transfer-ticket">
      <bdi>{name}</bdi>
      <br />
      {date}
      <br />
      <bdi>{seat}</bdi>
    </p>
  );
  const intro = {
    open: state.state === "open" ? t("tickets.accept.intro", { name: state.from }) : "",
    accepted: t("tickets.accept.accepted"),
    cancelled: t("tickets.accept.cancelled"),
    closed: t("tickets.accept.closed"),
    wrongAccount: "",
  }[state.state];
  return (
    <AccountCard title={t("tickets.accept.heading")} intro={intro || undefined}>
      {what}
      {state.state === "wrongAccount" && (
        <p className="mt-4" role="alert">
          {t.rich("tickets.accept.wrongAccount", {
            email: state.toEmail,
            current: account.email,
            b: (chunks) => <bdi>{chunks}</bdi>,
            logout: (chunks) => <a href={href("/logout")}>{chunks}</a>,
          })}
        </p>
      )}
      {state.state === "open" && link && (
        <AcceptTransfer transferId={link.transferId} token={link.token} />
      )}
    </AccountCard>
  );
}

export default function AcceptTransferPage(props: Props) {
  return (
    <Suspense fallback={null}>
      <Accept {...props} />
    </Suspense>
  );
}
