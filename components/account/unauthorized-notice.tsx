"use client";

import Link from "next/link";
import { useEffect } from "react";
import { alertService } from "@/lib/site/alerts";
import { useT } from "../locale-provider";

/** No vendor in the session shows the error alert 'Unauthorized access'. */
export function UnauthorizedNotice({
  message: given,
  loginHref,
}: {
  message?: string;
  loginHref: string;
}) {
  const { t } = useT();
  const message = given ?? t("account.unauthorized");
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
