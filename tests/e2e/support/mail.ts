import { type APIRequestContext, expect } from "@playwright/test";
import type { ReceivedMail } from "../../setup/smtp-sink";
import { E2E_PORT } from "./accounts";

/** The first e-mail to `to` whose subject matches, once the app has sent it. */
export async function receivedMail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<ReceivedMail> {
  const response = await request.get(`/__e2e/mail?${new URLSearchParams({ to, subject })}`, {
    timeout: 20_000,
  });
  expect(response.status(), `an e-mail to ${to} about "${subject}"`).toBe(200);
  return response.json();
}

/** The link of a message that contains `part`, as a path on the app (the e2e server's origin). */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s)\]]+/g) ?? []).find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * Creates an account through the API and follows the e-mailed verification link, which
 * confirms the address and leaves `request`'s cookie jar signed in as it.
 */
export async function signUpVerified(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const signUp = await request.post("/api/auth/sign-up/email", {
    data: account,
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  expect(signUp.status()).toBe(200);
  const mail = await receivedMail(request, account.email, "Confirm your e-mail");
  expect((await request.get(linkIn(mail, "/verify-email?"))).ok()).toBe(true);
}
