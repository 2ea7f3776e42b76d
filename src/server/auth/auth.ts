import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { admin } from "better-auth/plugins/admin";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { emailPrefix } from "@/shared/format";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/schemas/auth";
import type { Database } from "../db/client";
import { account, session, user, verification } from "../db/schema";
import type { Env } from "../env";
import { type OriginPolicy, trustedOriginsFor } from "../http/trusted-origin";
import { createProfileFor } from "../profiles/profiles.service";
import { createRateLimitStorage } from "./rate-limit-storage";

export const CLIENT_IP_HEADER = "x-client-ip";

/** Where Better Auth's endpoints live; only those in open-endpoints.ts are served there. */
export const AUTH_BASE_PATH = "/api/auth";

export interface AuthOptions {
  db: Database;
  env: Pick<Env, "BASE_URL"> & OriginPolicy;
  secret: string;
  /** Sign-in attempts allowed per client address per minute. */
  signInAttemptsPerMinute?: number;
}

export function createAuth({ db, env, secret, signInAttemptsPerMinute = 10 }: AuthOptions) {
  const secure = env.BASE_URL.startsWith("https://");
  return betterAuth({
    appName: "HomeScope",
    baseURL: env.BASE_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: (request) => trustedOriginsFor(env, request),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    session: {
      // Database sessions: every request reads the session row, so a suspension or sign-out
      // elsewhere takes effect at once (no signed cookie cache).
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      customStorage: createRateLimitStorage(),
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: signInAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: signInAttemptsPerMinute },
        // Every page load reads the session; a busy office or school behind one address (or
        // a browser test run) would otherwise be signed out, in effect, by a 429. Reading a
        // session guesses nothing, so it is not what the limit protects.
        "/get-session": false,
      },
    },
    advanced: {
      // The server writes this header from the socket address (or a trusted proxy's header);
      // whatever a client sends under that name is replaced, so the limit cannot be dodged.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (data) => {
            const name = typeof data.name === "string" ? data.name.trim() : "";
            return { data: { ...data, name: name || emailPrefix(data.email) } };
          },
          after: async (created) => {
            await createProfileFor(db, { id: created.id, email: created.email });
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: "user",
        adminRoles: ["admin"],
        roles: { user: userAc, realtor: userAc, photographer: userAc, admin: adminAc },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
