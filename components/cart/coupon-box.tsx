"use client";

import { useState } from "react";
import { alertService } from "@/lib/site/alerts";
import { call } from "@/lib/http/client";
import { PAYMENT_ROUTES } from "@/lib/payments/api";
import { useT } from "../locale-provider";
import { isolate } from "./bidi";

/** Coupon box (max 10 characters) with Apply; a refused code restores the original totals. */
export function CouponBox({
  onApplied,
}: {
  onApplied: (coupon: { code: string; percent: number } | null) => void;
}) {
  const { t, locale } = useT();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function apply() {
    setBusy(true);
    setMessage(null);
    try {
      const body = await call(PAYMENT_ROUTES.coupon, { query: { code } });
      if (body.status === "OK" && body.payload.discount > 0) {
        onApplied({ code: body.payload.code, percent: body.payload.discount });
        setMessage({
          ok: true,
          text: t("coupon.applied", {
            code: isolate(body.payload.code, locale),
            percent: body.payload.discount,
          }),
        });
      } else {
        onApplied(null);
        setMessage({ ok: false, text: t("coupon.invalid") });
        alertService.error(t("coupon.invalid"), { autoClose: true });
      }
    } catch {
      onApplied(null);
      alertService.error(t("coupon.checkFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label htmlFor="coupon" className="field-label">
        {t("coupon.label")}
      </label>
      <div className="flex gap-2">
        <input
          id="coupon"
          className="field-input"
          maxLength={10}
          dir="ltr"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void apply();
          }}
        />
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void apply()}
          disabled={busy || !code.trim()}
        >
          {t("coupon.apply")}
        </button>
      </div>
      {message && (
        <p className={`mt-1 text-sm font-medium ${message.ok ? "text-lob" : "text-crimson"}`}>
          {message.text}
        </p>
      )}
    </div>
  );
}
