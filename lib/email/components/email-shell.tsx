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
import type { ReactNode } from "react";
import { SITE_NAME } from "../../site";

const colors = { ink: "#1d1714", page: "#fdfaf4", navy: "#1b1f3b", muted: "#6b5f57" };

/** The frame every React Email message shares: a heading, its content and the foundation's line. */
export function EmailShell({
  title,
  preview,
  children,
}: {
  title: string;
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Preview>{preview}</Preview>
      <Body style={{ fontFamily: "Arial, sans-serif", color: colors.ink, background: colors.page }}>
        <Container
          style={{ maxWidth: 560, margin: "24px auto", background: "#fff", borderRadius: 12 }}
        >
          <Section style={{ padding: 28 }}>
            <Heading as="h1" style={{ fontSize: 22, margin: "0 0 20px", color: colors.navy }}>
              {title}
            </Heading>
            {children}
            <Text style={{ color: colors.muted, fontSize: 13, marginTop: 28 }}>
              {SITE_NAME} · Mahrajan Arts Foundation
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
