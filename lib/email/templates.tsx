import { Text } from "@react-email/components";
import { siteUrl } from "../../config/env";
import { SITE_NAME } from "../site";
import { EmailButton, EmailShell, renderEmail } from "./components/email-shell";

const RESET_REQUEST = "We received a request to reset the password of your account.";
const VENDOR_READY =
  "Your vendor account is ready. Log in to book exhibition booths at our festivals.";

function PasswordReset({ name, token, url }: { name: string; token: string; url: string }) {
  return (
    <EmailShell title="Reset your password" preview={RESET_REQUEST}>
      <Text>{`Hello ${name},`}</Text>
      <Text>{RESET_REQUEST}</Text>
      <Text>{`Your reset token is: ${token}`}</Text>
      <Text>
        It works once and expires in one hour. If you did not ask for this, ignore this e-mail: your
        password stays as it is.
      </Text>
      <EmailButton href={url}>Reset your password</EmailButton>
    </EmailShell>
  );
}

/** The e-mail that carries a password reset token and its link, as HTML and plain text. */
export async function passwordResetEmail({
  name,
  token,
  origin = siteUrl(),
}: {
  name: string;
  token: string;
  /** Where the link points: SITE_URL, or in demo mode the origin the visitor used. */
  origin?: string;
}) {
  const url = `${origin}/resetpassword?token=${encodeURIComponent(token)}`;
  return {
    subject: `${SITE_NAME}: reset your password`,
    ...(await renderEmail(<PasswordReset name={name} token={token} url={url} />)),
  };
}

function VendorWelcome({ name, url }: { name: string; url: string }) {
  return (
    <EmailShell title="Welcome!" preview={VENDOR_READY}>
      <Text>{`Hello ${name},`}</Text>
      <Text>{VENDOR_READY}</Text>
      <EmailButton href={url}>Log in</EmailButton>
    </EmailShell>
  );
}

/** The welcome e-mail of a vendor account, as HTML and plain text. */
export async function welcomeEmail({
  name,
  origin = siteUrl(),
}: {
  name: string;
  origin?: string;
}) {
  return {
    subject: `Welcome to ${SITE_NAME}`,
    ...(await renderEmail(<VendorWelcome name={name} url={`${origin}/login`} />)),
  };
}
