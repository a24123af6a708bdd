import type { Metadata } from "next";
import Link from "next/link";
import { getT } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT();
  return { title: t("notFound.title"), robots: { index: false } };
}

export default async function NotFound() {
  const { t, href } = await getT();
  return (
    <div className="page flex flex-col items-center py-24 text-center">
      <p className="font-display text-7xl font-bold text-gold">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-3 max-w-md text-ink-soft">{t("notFound.body")}</p>
      <div className="mt-8 flex gap-3">
        <Link href={href("/home")} className="btn-primary">
          {t("notFound.home")}
        </Link>
        <Link href={href("/events")} className="btn-secondary">
          {t("notFound.events")}
        </Link>
      </div>
    </div>
  );
}
