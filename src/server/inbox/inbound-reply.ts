import { simpleParser } from "mailparser";

/** A line that starts what the mail client quoted of the message answered. */
const QUOTE_START = [
  /^On .+wrote:\s*$/,
  /^-{2,}\s*Original Message\s*-{2,}/i,
  /^_{5,}\s*$/,
  /^From: .+/,
  /^-- $/,
];

/** The new words of a reply: what comes before the quoted message, the signature or a `>` line. */
export function newText(text: string): string {
  const kept: string[] = [];
  for (const line of text.replaceAll("\r\n", "\n").split("\n")) {
    if (line.startsWith(">") || QUOTE_START.some((start) => start.test(line))) break;
    kept.push(line);
  }
  return kept.join("\n").trim();
}

/** Who a raw message was addressed to (To, Cc, Delivered-To) and its new text. */
export async function readReply(raw: string): Promise<{ recipients: string[]; text: string }> {
  const mail = await simpleParser(raw);
  const listed = [mail.to, mail.cc]
    .flatMap((field) => (field ? (Array.isArray(field) ? field : [field]) : []))
    .flatMap((group) => group.value.map((entry) => entry.address ?? ""));
  const delivered = mail.headers.get("delivered-to");
  const recipients = [...listed, ...(typeof delivered === "string" ? [delivered] : [])].filter(
    Boolean,
  );
  return { recipients, text: newText(mail.text ?? "") };
}
