import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT } from "./accounts";
import { expect, uniqueEmail } from "./fixtures";
import { signUpVerified } from "./mail";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

export interface Professional {
  id: string;
  email: string;
  name: string;
  /** Signed in as the professional, for API calls that set up their entry. */
  api: APIRequestContext;
}

/**
 * A fresh account approved as a realtor or photographer through the fixture route (the admin
 * approval's stand-in), with the request's details.
 */
export async function approvedProfessional(
  playwright: PlaywrightWorkerArgs["playwright"],
  requestType: "realtor" | "photographer",
  name: string,
  details: Record<string, string>,
): Promise<Professional> {
  const api = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const email = uniqueEmail(requestType);
  await signUpVerified(api, { name, email, password: E2E_PASSWORD });
  const { id } = (await (await api.get("/api/profile/me")).json()) as { id: string };
  const approval = await api.post("/__e2e/approve-professional", {
    data: { userId: id, requestType, fullName: name, ...details },
  });
  expect(approval.status()).toBe(201);
  return { id, email, name, api };
}

/** PATCH /api/directory/me as the professional. */
export async function editEntry(pro: Professional, fields: Record<string, unknown>) {
  const response = await pro.api.patch("/api/directory/me", { data: fields, headers: ORIGIN });
  expect(response.status()).toBe(200);
}
