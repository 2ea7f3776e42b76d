import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";
import { cleanValue } from "./storable-text";

/**
 * Reads and validates a JSON body: 400 for malformed JSON, 400 with field issues for bad fields
 * (text is first cleaned of control characters and what PostgreSQL cannot store: see
 * storable-text.ts).
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError("BAD_REQUEST", "The request body is not valid JSON");
  }
  const parsed = schema.safeParse(cleanValue(body));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}

/** Validates the query string (first value of each key), cleaned like a body. */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(cleanValue(c.req.query()));
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return parsed.data;
}
