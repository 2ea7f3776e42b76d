import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env. Every setting is validated once at start-up; a bad value stops
 * the process with a message naming the variable.
 */
/** Each account's room for reel videos unless REEL_STORAGE_QUOTA_BYTES says otherwise: 2 GB. */
const DEFAULT_REEL_STORAGE_QUOTA_BYTES = 2 * 1024 ** 3;

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    BASE_URL: z.url().optional(),
    /** Extra origins (comma-separated) allowed to make state-changing requests, e.g. the Vite dev server. */
    TRUSTED_ORIGINS: z.string().default(""),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
    TRUST_PROXY: booleanString.default(false),
    /** How many proxies (each appending to X-Forwarded-For) stand in front of the app. */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    SEED_DEMO: booleanString.default(true),
    /** Sign-in and sign-up attempts allowed per client address per minute. */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    /** Bytes of reel video each account may keep stored (the sum over its reels). */
    REEL_STORAGE_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(DEFAULT_REEL_STORAGE_QUOTA_BYTES),
    /**
     * Reel videos this server transcodes at once (0: none, leaving them to other servers). Each
     * runs at a lower CPU priority with VIDEO_TRANSCODE_THREADS threads, so the API keeps answering.
     */
    VIDEO_TRANSCODE_CONCURRENCY: z.coerce.number().int().min(0).max(8).default(1),
    VIDEO_TRANSCODE_THREADS: z.coerce.number().int().min(1).max(16).default(1),
    /** FFmpeg builds of the operator's own, where the npm packages ship none. */
    FFMPEG_PATH: z.string().min(1).optional(),
    FFPROBE_PATH: z.string().min(1).optional(),
    /** Sends e-mail through this SMTP server; without it messages are written to DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    /** The sender of every e-mail, e.g. `HomeScope <no-reply@homes.example.com>`. */
    MAIL_FROM: z.string().min(3).optional(),
    /**
     * A domain whose mail the operator's provider posts to /api/mail/inbound: a visitor's e-mail
     * reply to a realtor's answer then lands in the thread. Needs INBOUND_MAIL_TOKEN.
     */
    INBOUND_MAIL_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "must be a domain name, e.g. reply.homes.example.com")
      .optional(),
    /** The bearer token the provider sends with each inbound message. */
    INBOUND_MAIL_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    STORAGE_DRIVER: z.enum(["disk", "s3"]).default("disk"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanString.default(true),
    /** Rate limits count in this Redis (redis:// or rediss://); without it, in the database. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
    /** Opens GET /metrics to `Authorization: Bearer <token>`; unset, /metrics is 404. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /**
     * The maps' MapLibre style (vector tiles); "self" for the basemap extract in the app's own
     * storage, "atlas" for the bundled US atlas alone; unset, a keyless public OpenStreetMap
     * style. Whatever it names, the atlas stands in while it cannot be had.
     */
    MAP_STYLE_URL: z
      .union([
        z.literal("atlas"),
        z.literal("self"),
        z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL, "self" or "atlas"' }),
      ])
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "is required when STORAGE_DRIVER=s3",
      });
    }
    if (env.INBOUND_MAIL_DOMAIN && !env.INBOUND_MAIL_TOKEN) {
      ctx.addIssue({
        code: "custom",
        path: ["INBOUND_MAIL_TOKEN"],
        message: "is required with INBOUND_MAIL_DOMAIN",
      });
    }
    if (env.NODE_ENV === "production" && env.BASE_URL?.startsWith("https://") && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required for a public HTTPS deployment",
      });
    }
  });

type RawEnv = z.infer<typeof envSchema>;

export interface Env extends RawEnv {
  BASE_URL: string;
  MAIL_FROM: string;
  DATA_DIR: string;
  trustedOrigins: string[];
  /** Whether BASE_URL was given; without it the address the app is reached at is trusted too. */
  baseUrlConfigured: boolean;
  /** Proxies whose X-Forwarded-For entries are believed: TRUSTED_PROXY_HOPS, or 0 without TRUST_PROXY. */
  trustedProxyHops: number;
  /**
   * The style the maps use when it can be had, or null for the bundled atlas alone; a path on
   * this site for the self-hosted basemap.
   */
  mapStyleUrl: string | null;
  /** Whether the maps draw the basemap extract in the app's own storage (MAP_STYLE_URL=self). */
  mapSelfHosted: boolean;
}

/** OpenFreeMap's street style: OpenStreetMap data, no key, credited by the style itself. */
export const PUBLIC_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";
/** Where the server answers the self-hosted basemap's style. */
export const SELF_HOSTED_STYLE_PATH = "/map/style.json";

function mapStyleUrlOf(value: RawEnv["MAP_STYLE_URL"]): string | null {
  if (value === "atlas") return null;
  if (value === "self") return SELF_HOSTED_STYLE_PATH;
  return value ?? PUBLIC_MAP_STYLE_URL;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Empty strings count as unset, so `FOO=` in a shell does not override a default with "". */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const extra = env.TRUSTED_ORIGINS.split(",")
    .map((origin) => origin.trim().replace(/\/$/, ""))
    .filter(Boolean);
  return {
    ...env,
    BASE_URL: baseUrl,
    MAIL_FROM: env.MAIL_FROM ?? `HomeScope <no-reply@${new URL(baseUrl).hostname}>`,
    DATA_DIR: path.resolve(env.DATA_DIR),
    trustedOrigins: [...new Set([new URL(baseUrl).origin, ...extra])],
    baseUrlConfigured: env.BASE_URL !== undefined,
    trustedProxyHops: env.TRUST_PROXY ? env.TRUSTED_PROXY_HOPS : 0,
    mapStyleUrl: mapStyleUrlOf(env.MAP_STYLE_URL),
    mapSelfHosted: env.MAP_STYLE_URL === "self",
  };
}
