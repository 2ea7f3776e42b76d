import path from "node:path";
import type { Env } from "../env";
import { createDiskStorage } from "./disk";
import type { Storage } from "./storage";

export type StorageEnv = Pick<
  Env,
  | "STORAGE_DRIVER"
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/**
 * The storage driver the environment asks for; the disk root is created when missing. The S3
 * driver is imported only when asked for: the AWS SDK takes about a quarter of a second to load,
 * which every server start and every API test file would otherwise pay.
 */
export async function createStorage(env: StorageEnv): Promise<Storage> {
  if (env.STORAGE_DRIVER === "disk") return createDiskStorage(path.join(env.DATA_DIR, "uploads"));
  // env.ts already refuses this combination; the check narrows the type for the compiler.
  if (!env.S3_BUCKET) throw new Error("S3_BUCKET is required when STORAGE_DRIVER=s3");
  const { createS3Storage } = await import("./s3");
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
