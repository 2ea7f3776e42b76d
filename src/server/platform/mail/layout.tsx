import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { Fragment, type ReactNode } from "react";

/** The brand blue of the web app (styles.css --primary): white on it passes WCAG AA. */
const PRIMARY = "#1d4ed8";

const page = { backgroundColor: "#f4f5f7", fontFamily: "Arial, Helvetica, sans-serif" };
const card = {
  backgroundColor: "#ffffff",
  margin: "24px auto",
  padding: "24px",
  maxWidth: "560px",
};
const small = { color: "#4b5563", fontSize: "13px", lineHeight: "20px" };

export interface LayoutProps {
  siteName: string;
  siteUrl: string;
  preview: string;
  /** Where the reader changes which e-mail they get, on messages they did not ask for. */
  preferencesUrl?: string;
  unsubscribeUrl?: string;
  children: ReactNode;
}

/** The frame of every message: the site's name linking home, the body, and the footer. */
export function MailLayout({
  siteName,
  siteUrl,
  preview,
  preferencesUrl,
  unsubscribeUrl,
  children,
}: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Link href={siteUrl} style={{ color: PRIMARY, fontSize: "20px", fontWeight: 700 }}>
            {siteName}
          </Link>
          <Section style={{ marginTop: "16px" }}>{children}</Section>
          <Hr />
          <Text style={small}>
            Sent by <Link href={siteUrl}>{siteName}</Link>.
            {preferencesUrl ? (
              <>
                {" "}
                <Link href={preferencesUrl}>Choose which e-mails you get</Link>
              </>
            ) : null}
            {unsubscribeUrl ? (
              <>
                {" · "}
                <Link href={unsubscribeUrl}>Unsubscribe</Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const Paragraph = ({ children }: { children: ReactNode }) => (
  <Text style={{ fontSize: "15px", lineHeight: "24px", color: "#111827" }}>{children}</Text>
);

/** The one thing the message asks the reader to do; the address is repeated in plain text. */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button
        href={href}
        style={{
          backgroundColor: PRIMARY,
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "6px",
          fontWeight: 700,
        }}
      >
        {label}
      </Button>
      <Text style={small}>
        Or open this address: <Link href={href}>{href}</Link>
      </Text>
    </Section>
  );
}

/**
 * Someone else's words, quoted as they wrote them (React escapes the text). Line breaks are
 * drawn as <br>: the plain-text part is made from the HTML and would run the lines together.
 */
export const Quote = ({ children }: { children: string }) => (
  <Text
    style={{
      borderLeft: `4px solid ${PRIMARY}`,
      paddingLeft: "12px",
      color: "#1f2937",
    }}
  >
    {children.split("\n").map((line, index) => (
      // Lines of one fixed text, drawn once: their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={index}>
        {index > 0 ? <br /> : null}
        {line}
      </Fragment>
    ))}
  </Text>
);
