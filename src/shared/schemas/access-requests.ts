import { z } from "zod";
import { singleLine } from "./text-fields";

export const ACCESS_REQUEST_TYPES = ["realtor", "photographer"] as const;
export type AccessRequestType = (typeof ACCESS_REQUEST_TYPES)[number];

export const ACCESS_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

const text = (label: string, min: number, message: string, max = 200) =>
  singleLine(label).min(min, message).max(max, `Must be at most ${max} characters.`);

const fullName = text("Full name", 2, "Full name must be at least 2 characters.", 100);

/** Realtor Access form, exact messages. */
export const realtorAccessSchema = z.object({
  fullName,
  brokerageName: text("Brokerage name", 2, "Brokerage name is required."),
  brokerageEmail: z
    .string()
    .trim()
    .max(254, "Must be at most 254 characters.")
    .pipe(z.email("Please enter a valid email address.")),
  licenseNumber: text("License number", 3, "License number is required.", 50),
});
type RealtorAccessInput = z.infer<typeof realtorAccessSchema>;

/** Photographer Access form, exact messages. Only http(s) sites are links. */
export const photographerAccessSchema = z.object({
  fullName,
  companyName: text("Company name", 2, "Company name is required."),
  companyWebsite: z
    .string()
    .trim()
    .max(500, "Must be at most 500 characters.")
    .pipe(z.url({ protocol: /^https?$/, message: "Please enter a valid URL." })),
});
type PhotographerAccessInput = z.infer<typeof photographerAccessSchema>;

/** The body of POST /api/access-requests. */
export const accessRequestSchema = z.discriminatedUnion("requestType", [
  realtorAccessSchema.extend({ requestType: z.literal("realtor") }),
  photographerAccessSchema.extend({ requestType: z.literal("photographer") }),
]);
export type AccessRequestInput = z.infer<typeof accessRequestSchema>;

/** One of the signed-in user's own requests, as GET /api/access-requests/mine returns it. */
export interface MyAccessRequest {
  id: string;
  requestType: AccessRequestType;
  status: AccessRequestStatus;
  fullName: string;
  /** Type-specific fields as submitted (brokerage… for realtors, company… for photographers). */
  details: Partial<Omit<RealtorAccessInput & PhotographerAccessInput, "fullName">>;
  createdAt: string;
  decidedAt: string | null;
}
