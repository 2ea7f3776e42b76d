import { describe, expect, it } from "vitest";
import type { PageApi } from "@/shared/page-data";
import { accountAction, ENHANCED_FIELD } from "./account-action";

const SESSION_COOKIE = "session=abc; Path=/; HttpOnly";

/** An API whose sign-in always succeeds; no other path is reached by these posts. */
const api: PageApi = async (path) =>
  path === "/api/auth/sign-in/email"
    ? new Response("{}", { headers: { "set-cookie": SESSION_COOKIE } })
    : new Response(null, { status: 404 });

/** A sign-in posted to /profile?returnTo=…, as a plain form or by the app's scripts. */
async function post(returnTo: string, { enhanced = false } = {}) {
  const form = new FormData();
  form.set("intent", "sign-in");
  form.set("email", "uma@example.com");
  form.set("password", "correct-horse");
  if (enhanced) form.set(ENHANCED_FIELD, "1");
  const url = `http://localhost:3000/profile?returnTo=${encodeURIComponent(returnTo)}`;
  try {
    return await accountAction(new Request(url, { method: "POST", body: form }), api);
  } catch (thrown) {
    // React Router's redirect is thrown as a Response.
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("accountAction, a plain form's sign-in", () => {
  it("redirects to a same-site returnTo with the session cookie", async () => {
    const answer = (await post("/property/1?intent=save:1")) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/property/1?intent=save:1");
    expect(answer.headers.get("set-cookie")).toBe(SESSION_COOKIE);
  });

  for (const hostile of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
    it(`redirects to /profile for a returnTo of ${hostile}`, async () => {
      const answer = (await post(hostile)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/profile");
    });
  }

  it("answers the app's scripts with the outcome instead of a redirect", async () => {
    const answer = await post("/dashboard", { enhanced: true });
    expect(answer).not.toBeInstanceOf(Response);
    expect((answer as { data: unknown }).data).toEqual({ intent: "sign-in", ok: true });
  });
});
