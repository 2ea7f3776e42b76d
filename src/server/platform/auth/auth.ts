import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { admin } from "better-auth/plugins/admin";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { emailPrefix } from "@/shared/format";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/schemas/auth";
import type { Database } from "../db/client";
import { account, session, user, verification } from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../http/logger";
import { type OriginPolicy, trustedOriginsFor } from "../http/trusted-origin";
import type { LimitStore } from "../limits/limit-store";
import type { Mailer } from "../mail/mailer";
import type { ACCOUNT_MAIL } from "./account-mail";
import { createRateLimitStorage } from "./rate-limit-storage";
import { revokeResetLinks, verificationStorage } from "./reset-links";

export const CLIENT_IP_HEADER = "x-client-ip";

/** Where Better Auth's endpoints live; only those in open-endpoints.ts are served there. */
export const AUTH_BASE_PATH = "/api/auth";

export interface AuthOptions {
  db: Database;
  env: Pick<Env, "BASE_URL"> & OriginPolicy;
  secret: string;
  mailer: Mailer<typeof ACCOUNT_MAIL>;
  /** Where the library's own warnings go; it would otherwise print them to the console. */
  logger?: Logger;
  /** Where the sign-in limits count, shared by every app server. */
  limits: LimitStore;
  /** Sign-in attempts allowed per client address per minute. */
  signInAttemptsPerMinute?: number;
  /** How passwords are hashed and checked; Better Auth's scrypt unless given. */
  passwordHashing?: PasswordHashing;
  /** What the app keeps beside each new account (its profile), written once it exists. */
  onAccountCreated: (account: { id: string; email: string }) => Promise<void>;
}

export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

/** Where a verification link lands once Better Auth has checked it (with `?error=` if not). */
const EMAIL_VERIFIED_PATH = "/email-verified";
/** A reset link lasts one hour; the token is single-use (Better Auth deletes it when used). */
const RESET_LINK_SECONDS = 60 * 60;
const VERIFY_LINK_SECONDS = 24 * 60 * 60;

/**
 * The verification link, landing on the app's confirmation page whatever callback the request
 * named: the sign-up form asks for `/email-verified?returnTo=…` to carry the visitor back to
 * what they were doing; anything else (none, or another path) becomes the plain page.
 */
function verifiedLanding(libraryUrl: string): string {
  const url = new URL(libraryUrl);
  const callback = url.searchParams.get("callbackURL") ?? "";
  if (!callback.startsWith(`${EMAIL_VERIFIED_PATH}?`))
    url.searchParams.set("callbackURL", EMAIL_VERIFIED_PATH);
  return url.toString();
}

/** The role every new account gets (the admin plugin's default); others come from approvals. */
const NEW_ACCOUNT_ROLE = "user";

/** An account's stored name: as typed without outer spaces, else the address's prefix. */
const accountName = (name: unknown, email: string) =>
  (typeof name === "string" ? name.trim() : "") || emailPrefix(email);

export function createAuth({
  db,
  env,
  secret,
  mailer,
  logger,
  limits,
  signInAttemptsPerMinute = 10,
  passwordHashing,
  onAccountCreated,
}: AuthOptions) {
  const secure = env.BASE_URL.startsWith("https://");
  const link = (path: string) => `${env.BASE_URL}${path}`;
  return betterAuth({
    appName: "HomeScope",
    baseURL: env.BASE_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: (request) => trustedOriginsFor(env, request),
    // Warnings and errors only: its info lines name the addresses people sign up with.
    logger: {
      level: "warn",
      log: (level, message) => logger?.[level](`auth: ${message}`),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      // No session on sign-up: an address that already has an account gets the very same
      // answer (and its owner an e-mail), so sign-up does not tell who has an account.
      autoSignIn: false,
      onExistingUserSignUp: ({ user }) =>
        mailer.enqueue("sign-up-attempt", user.email, { name: user.name }),
      // The account Better Auth pretends to create for a taken address: what a new sign-up
      // stores (the name hook's spelling, the admin plugin's fields), so the answers match.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        name: accountName(coreFields.name, coreFields.email),
        role: NEW_ACCOUNT_ROLE,
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link opens the app's own page, which posts the token to `reset-password`. Only the
      // newest link works, and none once the password was reset.
      sendResetPassword: async ({ user, token }) => {
        await revokeResetLinks(db, user.id, token);
        await mailer.enqueue("password-reset", user.email, {
          name: user.name,
          url: link(`/reset-password?token=${encodeURIComponent(token)}`),
        });
      },
      onPasswordReset: async ({ user }) => {
        await revokeResetLinks(db, user.id);
        await mailer.enqueue("password-changed", user.email, { name: user.name });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: ({ user, url }) =>
        mailer.enqueue("verify-email", user.email, { name: user.name, url: verifiedLanding(url) }),
    },
    // A copy of the database holds no working reset link. Verification links are signed tokens
    // (JWT) that are not stored at all.
    verification: { storeIdentifier: verificationStorage },
    session: {
      // Database sessions: every request reads the session row, so a suspension or sign-out
      // elsewhere takes effect at once (no signed cookie cache).
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      customStorage: createRateLimitStorage(limits),
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: signInAttemptsPerMinute },
        "/sign-up/email": { window: 60, max: signInAttemptsPerMinute },
        "/request-password-reset": { window: 60, max: signInAttemptsPerMinute },
        "/send-verification-email": { window: 60, max: signInAttemptsPerMinute },
        "/reset-password": { window: 60, max: signInAttemptsPerMinute },
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
          before: async (data) => ({ data: { ...data, name: accountName(data.name, data.email) } }),
          after: async (created) => {
            await onAccountCreated({ id: created.id, email: created.email });
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: NEW_ACCOUNT_ROLE,
        adminRoles: ["admin"],
        roles: { user: userAc, realtor: userAc, photographer: userAc, admin: adminAc },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
