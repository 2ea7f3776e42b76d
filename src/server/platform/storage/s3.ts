import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertSafeKey } from "./keys";
import {
  assertByteRange,
  type ByteRange,
  DEFAULT_CONTENT_TYPE,
  type Storage,
  type StoredFileInfo,
} from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, B2 ...); AWS itself when absent. */
  endpoint?: string;
  /** Without both keys the SDK's default chain is used (AWS_* variables, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, accessKeyId, secretAccessKey } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The SDK's default CRC checksums are refused by several S3-compatible services; send and
    // check them only where an operation demands it.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    driver: "s3",

    async put(key, data, { contentType }) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }),
      );
    },

    async putStream(key, body, { contentType }) {
      assertSafeKey(key);
      // Multipart in 5 MB parts, a few at a time; a failed upload aborts itself, so no object and
      // no orphaned parts remain.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
      });
      // Upload reads the body as it goes; an error in the body must fail the upload, not hang it.
      const failed = new Promise<never>((_, reject) => body.once("error", reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
    },

    async stat(key) {
      assertSafeKey(key);
      const head = await ifPresent(
        client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })),
      );
      return head && infoOf(key, head, head.ContentLength);
    },

    async get(key, range) {
      assertSafeKey(key);
      if (range) assertByteRange(range);
      const request = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        Range: range && `bytes=${range.start}-${range.end}`,
      });
      const object = await ifPresent(client.send(request).catch(rangeErrorFor(key, range)));
      if (!object) return null;
      if (!(object.Body instanceof Readable)) throw new Error(`S3 sent no body stream for ${key}`);
      // A ranged response's Content-Length counts the range; the whole size ends Content-Range.
      const size = range ? Number(object.ContentRange?.split("/")[1]) : object.ContentLength;
      return { ...infoOf(key, object, size), body: object.Body };
    },

    async delete(key) {
      assertSafeKey(key);
      await ifPresent(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
  };
}

interface ObjectHeaders {
  ContentType?: string;
  LastModified?: Date;
  ETag?: string;
}

function infoOf(key: string, headers: ObjectHeaders, size: number | undefined): StoredFileInfo {
  const { LastModified, ETag } = headers;
  if (size === undefined || Number.isNaN(size) || !LastModified || !ETag) {
    throw new Error(`S3 response for ${key} lacks its size, Last-Modified or ETag`);
  }
  return {
    size,
    contentType: headers.ContentType ?? DEFAULT_CONTENT_TYPE,
    updatedAt: LastModified,
    etag: ETag,
  };
}

function rangeErrorFor(key: string, range: ByteRange | undefined) {
  return (error: unknown): never => {
    if (range && error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
      throw new RangeError(`Byte ${range.start} is past the end of ${key}`);
    }
    throw error;
  };
}

/**
 * HEAD answers a missing key with a bare 404 ("NotFound"), GET with "NoSuchKey". HEAD cannot
 * tell a missing bucket from a missing key, but GET and PUT name it (NoSuchBucket) and fail.
 */
const MISSING = new Set(["NotFound", "NoSuchKey"]);

async function ifPresent<T>(operation: Promise<T>): Promise<T | null> {
  try {
    return await operation;
  } catch (error) {
    if (error instanceof S3ServiceException && MISSING.has(error.name)) return null;
    throw error;
  }
}
