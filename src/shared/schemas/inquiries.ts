import { z } from "zod";
import { CONTACT_MESSAGE_MAX, TOUR_MESSAGE_MAX } from "../properties";
import { tourWindowSchema } from "./conversations";
import { singleLine } from "./text-fields";

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
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactAgentInput = z.infer<typeof contactAgentSchema>;

/** Request Tour: the chosen day as YYYY-MM-DD in the visitor's own calendar, and its window. */
export const tourRequestSchema = z.object({
  date: z.iso.date("Choose a day for the tour"),
  window: tourWindowSchema,
  message: z
    .string()
    .trim()
    .max(TOUR_MESSAGE_MAX, `Message must be at most ${TOUR_MESSAGE_MAX} characters`)
    .optional(),
});
export type TourRequestInput = z.infer<typeof tourRequestSchema>;
