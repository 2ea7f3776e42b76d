import { apiRequest } from "@/web/lib/api-client";

/**
 * 'Resend e-mail' for the signed-in member: Better Auth wants the account's own address, which
 * the pages do not carry (get-session.ts), so it is read from the session first.
 */
export async function resendVerificationEmail(): Promise<void> {
  const session = await apiRequest("GET /api/auth/get-session", "/api/auth/get-session");
  if (!session) throw new Error("Please sign in again to send a new link.");
  await apiRequest("POST /api/auth/send-verification-email", "/api/auth/send-verification-email", {
    body: { email: session.user.email, callbackURL: "/email-verified" },
  });
}
