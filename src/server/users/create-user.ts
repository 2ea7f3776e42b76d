import { eq } from "drizzle-orm";
import { z } from "zod";
import { ROLES, type Role } from "@/shared/roles";
import { signUpSchema } from "@/shared/schemas/auth";
import type { Auth } from "../platform/auth/auth";
import { refusePoorPassword } from "../platform/auth/password-policy";
import type { Database } from "../platform/db/client";
import { user } from "../platform/db/schema";

export const createUserInputSchema = z
  .object({
    email: signUpSchema.shape.email,
    password: signUpSchema.shape.password.optional(),
    name: z.string().trim().min(1).max(100).optional(),
    role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(", ")}` }).default("user"),
  })
  .superRefine(refusePoorPassword);
export type CreateUserInput = z.input<typeof createUserInputSchema>;

export type CreateUserResult =
  | { outcome: "created"; id: string; email: string; role: Role }
  | { outcome: "role-changed" | "unchanged"; id: string; email: string; role: Role };

/**
 * Creates an account with a role, or changes the role of an existing one. Used by the command
 * line to make the first administrator, and by seeders and tests.
 */
export async function createOrUpdateUser(
  deps: { db: Database; auth: Auth },
  input: CreateUserInput,
): Promise<CreateUserResult> {
  const { email, password, name, role } = createUserInputSchema.parse(input);
  const existing = await deps.db
    .select()
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  const found = existing[0];
  if (found) {
    if (found.role === role)
      return { outcome: "unchanged", id: found.id, email: found.email, role };
    await deps.db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, found.id));
    return { outcome: "role-changed", id: found.id, email: found.email, role };
  }
  if (!password)
    throw new z.ZodError([
      {
        code: "custom",
        path: ["password"],
        message: "A password is required to create a user",
        input: undefined,
      },
    ]);
  // Without request headers the admin plugin trusts the caller: this runs only server-side.
  // An operator vouches for the address, so the account starts verified.
  const created = await deps.auth.api.createUser({
    body: { email, password, name: name ?? "", role, data: { emailVerified: true } },
  });
  return { outcome: "created", id: created.user.id, email: created.user.email, role };
}
