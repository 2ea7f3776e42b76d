import { z } from "zod";
import {
  CANCEL_REASON_MAX,
  CONVERSATION_MESSAGE_MAX,
  CONVERSATION_SIDES,
  DECLINE_REASON_MAX,
  REPORT_REASON_MAX,
  TOUR_WINDOWS,
} from "../conversations";
import { leadStageSchema } from "./leads";
import { pageParam } from "./query-params";

/** A tour's part of the day; required by Request Tour and a realtor's proposal. */
export const tourWindowSchema = z.enum(TOUR_WINDOWS, { error: "Choose a time of day" });

/** GET /api/conversations?as=member|realtor */
export const conversationListQuerySchema = z.object({
  as: z.enum(CONVERSATION_SIDES, { error: "Choose member or realtor" }).default("member"),
  /** The realtor's Inbox keeps only the leads at this stage. */
  stage: leadStageSchema.optional(),
});

/** POST /api/conversations/:id/messages */
export const conversationMessageSchema = z.object({
  body: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(
      CONVERSATION_MESSAGE_MAX,
      `Message must be at most ${CONVERSATION_MESSAGE_MAX} characters`,
    ),
});
export type ConversationMessageInput = z.infer<typeof conversationMessageSchema>;

/** POST /api/tours/:id/propose: another day (YYYY-MM-DD) and window, from the realtor. */
export const tourProposalSchema = z.object({
  date: z.iso.date("Choose a day for the tour"),
  window: tourWindowSchema,
});
export type TourProposalInput = z.infer<typeof tourProposalSchema>;

/** A reason the caller may give, up to `max` characters. */
const optionalReason = (max: number) =>
  z.object({
    reason: z.string().trim().max(max, `Reason must be at most ${max} characters`).optional(),
  });

/** POST /api/tours/:id/decline: the realtor must say why; the member may. */
export const tourDeclineSchema = optionalReason(DECLINE_REASON_MAX);

/** POST /api/tours/:id/cancel */
export const tourCancelSchema = optionalReason(CANCEL_REASON_MAX);

/** POST /api/conversations/:id/report */
export const threadReportSchema = z.object({
  reason: z
    .string({ error: "Tell us what is wrong" })
    .trim()
    .min(1, "Tell us what is wrong")
    .max(REPORT_REASON_MAX, `Reason must be at most ${REPORT_REASON_MAX} characters`),
});
export type ThreadReportInput = z.infer<typeof threadReportSchema>;

/** GET /api/admin/reports */
export const threadReportListQuerySchema = z.object({
  status: z.enum(["open", "resolved"], { error: "Choose open or resolved" }).default("open"),
  page: pageParam(),
});
export type ThreadReportListQuery = z.infer<typeof threadReportListQuerySchema>;

/** GET /api/admin/response-times */
export const responseTimeListQuerySchema = z.object({ page: pageParam() });
