import { getSiteSettings } from "../admin/settings-site.service";
import { createMailer, type MailerDeps } from "../platform/mail/mailer";
import { type AppMailer, MAIL_TEMPLATES } from "./events";

/** The mailer with every kind of e-mail the app sends, speaking for the site's current name. */
export function createAppMailer(
  deps: Omit<MailerDeps<typeof MAIL_TEMPLATES>, "templates" | "siteName">,
): AppMailer {
  return createMailer({
    ...deps,
    templates: MAIL_TEMPLATES,
    siteName: async (db) => (await getSiteSettings(db)).siteName,
  });
}
