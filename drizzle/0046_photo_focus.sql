ALTER TABLE "property_images" ADD COLUMN "focus_x" real;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "focus_y" real;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_focus_check" CHECK ((focus_x is null and focus_y is null) or (focus_x between 0 and 1 and focus_y between 0 and 1));