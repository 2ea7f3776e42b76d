import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Env } from "../env";

export interface MailTransport {
  /** "smtp" with SMTP_URL, "file" (DATA_DIR/mail/*.eml) without it. */
  kind: "smtp" | "file";
  deliver(message: Mail.Options): Promise<void>;
}

/**
 * Where e-mail goes: any SMTP server named by SMTP_URL, or, with none (the embedded default),
 * an .eml file per message in DATA_DIR/mail that the admins' Outbox lists.
 */
export function createMailTransport(env: Pick<Env, "SMTP_URL" | "DATA_DIR">): MailTransport {
  if (env.SMTP_URL) {
    const smtp = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: "smtp",
      deliver: async (message) => {
        await smtp.sendMail(message);
      },
    };
  }
  const folder = path.join(env.DATA_DIR, "mail");
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: "file",
    deliver: async (message) => {
      const { message: bytes } = await stream.sendMail(message);
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(folder, `${stamp}-${randomUUID().slice(0, 8)}.eml`), bytes);
    },
  };
}
