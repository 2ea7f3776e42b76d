import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** What came attached, e.g. a tour's calendar invitation. */
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface SmtpSink {
  /** smtp://… for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The first message to `to` whose subject matches, waiting for it to arrive. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function received(mail: ParsedMail, to: string): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const [name, value] of mail.headers) headers[name] = String(value);
  // mailparser folds List-* headers into objects; the raw lines keep them as sent.
  for (const { key, line } of mail.headerLines)
    headers[key] = line.slice(line.indexOf(":") + 1).trim();
  return {
    to,
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    headers,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? "",
      contentType: file.contentType,
      content: file.content.toString("utf8"),
    })),
  };
}

/** A real SMTP server in this process that keeps what it receives, parsed with mailparser. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo)
            messages.push(received(mail, rcpt.address.toLowerCase()));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (to, subject, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) => m.to === to.toLowerCase() && (!subject || subject.test(m.subject)),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The links of a message's plain-text part. */
export const linksIn = (mail: ReceivedMail) => mail.text.match(/https?:\/\/[^\s)\]]+/g) ?? [];
