import {
  Body,
  Button,
  Container,
  Heading,
  Html,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import type { ReactElement, ReactNode } from "react";
import { direction, type Locale } from "../../i18n/locales";
import { translator } from "../../i18n/messages";

const colors = { ink: "#1d1714", page: "#fdfaf4", navy: "#1b1f3b", muted: "#6b5f57" };

/**
 * The frame every React Email message shares: a heading, its content and the foundation's line,
 * in the message's language. An Arabic message reads right to left: `dir="rtl" lang="ar"` on the
 * html and the body, and `dir` on the container too, since some mail clients drop the first two.
 */
export function EmailShell({
  locale,
  title,
  preview,
  children,
}: {
  locale: Locale;
  title: string;
  preview: string;
  children: ReactNode;
}) {
  const t = translator(locale);
  const rtl = direction(locale) === "rtl" ? ({ dir: "rtl", lang: locale } as const) : {};
  return (
    <Html lang={locale} dir={direction(locale)}>
      <Preview>{preview}</Preview>
      <Body
        {...rtl}
        style={{ fontFamily: "Arial, sans-serif", color: colors.ink, background: colors.page }}
      >
        <Container
          dir={rtl.dir}
          style={{ maxWidth: 560, margin: "24px auto", background: "#fff", borderRadius: 12 }}
        >
          <Section style={{ padding: 28 }}>
            <Heading as="h1" style={{ fontSize: 22, margin: "0 0 20px", color: colors.navy }}>
              {title}
            </Heading>
            {children}
            <Text style={{ color: colors.muted, fontSize: 13, marginTop: 28 }}>
              {t("email.footer")}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The message's one call to action, in the foundation's crimson. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      // Marks the link as the message's button for its plain-text form (see renderEmail).
      data-email-button="true"
      style={{
        background: "#9f1d35",
        color: "#fff",
        padding: "12px 20px",
        borderRadius: 8,
        fontWeight: 600,
      }}
    >
      {children}
    </Button>
  );
}

/** The parts of html-to-text's formatter callback that the button's format uses. */
type TextElement = { attribs?: Record<string, string | undefined>; children: unknown };
type TextBuilder = { addInline(text: string, options?: { noWordTransform?: boolean }): void };

/**
 * A button reads "label: address" in the plain-text part, so a reader without HTML sees which
 * action the address is for, and the address stands alone after the colon (mail clients link it).
 */
function labelledButton(
  elem: TextElement,
  walk: (nodes: unknown, builder: TextBuilder) => void,
  builder: TextBuilder,
): void {
  walk(elem.children, builder);
  const href = elem.attribs?.href;
  if (href) builder.addInline(`: ${href}`, { noWordTransform: true });
}

/**
 * Every message goes out as HTML and as plain text, both rendered from the same element, so the
 * two parts never say different things. React escapes every interpolated value in the HTML.
 */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        formatters: { labelledButton },
        selectors: [{ selector: "a[data-email-button]", format: "labelledButton" }],
      },
    }),
  ]);
  return { html, text };
}

/** A message as the mailer sends it: its subject, and its element as HTML and plain text. */
export async function renderMessage(
  subject: string,
  element: ReactElement,
): Promise<{ subject: string; html: string; text: string }> {
  return { subject, ...(await renderEmail(element)) };
}
