import type { Role } from "../../../src/shared/roles";

/** E2E_PORT lets two checkouts run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_PASSWORD = "e2e-password-123";

/** One ready account per role, made by serve.ts before the server starts. */
export const ROLE_ACCOUNTS: Record<Exclude<Role, "user">, { email: string; name: string }> = {
  admin: { email: "e2e-admin@example.test", name: "Ada Admin" },
  realtor: { email: "e2e-realtor@example.test", name: "Rey Realtor" },
  photographer: { email: "e2e-photographer@example.test", name: "Pia Photographer" },
};
