"use client";

import Link from "next/link";
import { useEffect } from "react";
import { alertService } from "@/lib/alerts";
import { t } from "@/lib/messages";

/** No vendor in the session shows the error alert 'Unauthorized access'. */
export function UnauthorizedNotice({
  message = t("account.unauthorized"),
  loginHref,
}: {
  message?: string;
  loginHref: string;
}) {
  useEffect(() => {
    alertService.error(message, { id: "unauthorized" });
  }, [message]);
  return (
    <div className="space-y-4">
      <p role="alert" className="font-medium text-crimson-dark">
        {message}
      </p>
      <Link href={loginHref} className="btn-primary">
        {t("account.links.login")}
      </Link>
    </div>
  );
}
