import type { Metadata } from "next";
import { AccountCard } from "@/components/account/account-card";
import { StaffWelcomeForm } from "@/components/door/staff-welcome-form";
import { hashToken } from "@/lib/accounts/accounts";
import { getT } from "@/lib/i18n/page-locale";
import { staffOfInvitation } from "@/lib/staff/queries";

/*
 * A new staff member's page (/door/welcome?token=..., /ar/door/welcome?token=...), opened from
 * the invitation e-mail: "Welcome to the door team", a password field and one button that sets
 * the password, signs in and opens the door app. No token field and no vendor links; a used or
 * expired link says so and who to ask.
 */

// The invitation's token decides the page (its form or "no longer works"): rendered per request.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("staffWelcome.title"), robots: { index: false, follow: false } };
}

export default async function StaffWelcomePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { t } = await getT();
  const { token } = await searchParams;
  const staff =
    typeof token === "string" && token ? await staffOfInvitation(hashToken(token)) : null;
  if (!staff || typeof token !== "string")
    return (
      <AccountCard title={t("staffWelcome.invalidHeading")} intro={t("staffWelcome.invalidBody")}>
        {null}
      </AccountCard>
    );
  return (
    <AccountCard
      title={t("staffWelcome.heading")}
      intro={t("staffWelcome.intro", { name: staff.name, email: staff.email })}
    >
      <StaffWelcomeForm token={token} email={staff.email} />
    </AccountCard>
  );
}
