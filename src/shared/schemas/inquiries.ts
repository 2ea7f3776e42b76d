import { z } from "zod";
import { CONTACT_WAYS } from "../leads";
import { CONTACT_MESSAGE_MAX, TOUR_MESSAGE_MAX } from "../properties";
import { leadSourceSchema } from "./leads";
import { singleLine } from "./text-fields";
import { refineTourTime, tourTimeFields } from "./tour-calendar";

/** Contact Agent: a message stored for the listing's realtor. */
export const contactAgentSchema = z.object({
  name: singleLine("Name")
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .pipe(z.email("Please enter a valid email address.")),
  phone: z
    .string()
    .trim()
    .max(30, "Phone number is too long")
    .regex(/^[\d\s()+.-]*$/, "Please enter a valid phone number")
    .optional(),
  /** How the person would rather be reached; unset reads as e-mail. */
  contactWay: z.enum(CONTACT_WAYS, { error: "Choose how to reach you" }).optional(),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
  /** Where on the site the message was written, for the realtor's lead. */
  source: leadSourceSchema.optional(),
});
export type ContactAgentInput = z.infer<typeof contactAgentSchema>;

/** Request Tour: a free slot of the listing and how (in person or video), and a note. */
export const tourRequestSchema = z
  .object({
    ...tourTimeFields,
    message: z
      .string()
      .trim()
      .max(TOUR_MESSAGE_MAX, `Message must be at most ${TOUR_MESSAGE_MAX} characters`)
      .optional(),
    source: leadSourceSchema.optional(),
  })
  .superRefine(refineTourTime);
export type TourRequestInput = z.infer<typeof tourRequestSchema>;
