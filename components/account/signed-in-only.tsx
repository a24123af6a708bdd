import { Suspense, type ReactNode } from "react";
import { t } from "@/lib/messages";
import { requirePageAccount } from "@/lib/page-session";

async function Check({ path, children }: { path: string; children: ReactNode }) {
  await requirePageAccount(path);
  return children;
}

/**
 * Shows its content only to a signed-in account; anyone else (including a browser whose session
 * was ended elsewhere) goes to /login and comes back to `path`.
 */
export function SignedInOnly({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
      <Check path={path}>{children}</Check>
    </Suspense>
  );
}
