import { Suspense, type ReactNode } from "react";
import { getT } from "@/lib/i18n/page-locale";
import { requirePageAccount } from "@/lib/accounts/page-session";

async function Check({ path, children }: { path: string; children: ReactNode }) {
  await requirePageAccount(path);
  return children;
}

/**
 * Shows its content only to a signed-in account; anyone else (including a browser whose session
 * was ended elsewhere) goes to the login page and comes back to `path`.
 */
export async function SignedInOnly({ path, children }: { path: string; children: ReactNode }) {
  const { t } = await getT();
  return (
    <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
      <Check path={path}>{children}</Check>
    </Suspense>
  );
}
