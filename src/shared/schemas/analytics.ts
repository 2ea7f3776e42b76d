import { z } from "zod";
import {
  ANALYTICS_RANGES,
  ANALYTICS_SUBJECTS,
  type AnalyticsRange,
  DEFAULT_ANALYTICS_RANGE,
} from "../analytics";

const RANGE_MESSAGE = `Days must be ${ANALYTICS_RANGES.join(", ").replace(/, (\d+)$/, " or $1")}`;

const subjectSchema = z.enum(ANALYTICS_SUBJECTS, { error: "Kind must be listing or reel" });
const subjectIdSchema = z.uuid({ error: "Not a listing or reel id" });

/** ?days=7|30|90, and optionally one listing or reel (`kind` and `id` together). */
export const analyticsQuerySchema = z
  .object({
    days: z
      .enum(ANALYTICS_RANGES.map(String) as [string, ...string[]], { error: RANGE_MESSAGE })
      .default(String(DEFAULT_ANALYTICS_RANGE))
      .transform((value) => Number(value) as AnalyticsRange),
    kind: subjectSchema.optional(),
    id: subjectIdSchema.optional(),
  })
  .refine((query) => (query.kind === undefined) === (query.id === undefined), {
    path: ["id"],
    message: "Name both the kind and the id, or neither",
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * What a page reports: a view or a share of a listing or reel, or how far a reel play got
 * (`watched`, 0 to 1, at most one report per play).
 */
export const analyticsEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.enum(["view", "share"]),
    kind: subjectSchema,
    id: subjectIdSchema,
  }),
  z.object({
    type: z.literal("watch"),
    kind: z.literal("reel"),
    id: subjectIdSchema,
    watched: z.number().min(0).max(1),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
