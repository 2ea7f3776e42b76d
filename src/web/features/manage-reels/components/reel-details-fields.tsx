import { Controller, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { REEL_TITLE_MAX } from "@/shared/manage-reels";
import { reelTitleSchema } from "@/shared/schemas/manage-reels";
import { TextField } from "@/web/components/ui/text-field";
import { PropertyPicker } from "./property-picker";

/** What both reel dialogs ask: a title and, optionally, the listing the reel tours ("" for none). */
export const reelDetailsSchema = z.object({ title: reelTitleSchema, propertyId: z.string() });
export type ReelDetailsValues = z.infer<typeof reelDetailsSchema>;

interface ReelDetailsFieldsProps {
  form: UseFormReturn<ReelDetailsValues>;
  disabled: boolean;
  /** The listing the reel tours now, so the picker can show it before any search. */
  current?: { id: string; title: string } | null;
}

/** The title box and the property picker of the upload and edit dialogs. */
export function ReelDetailsFields({ form, disabled, current }: ReelDetailsFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Title"
        maxLength={REEL_TITLE_MAX}
        disabled={disabled}
        error={errors.title?.message}
        {...form.register("title")}
      />
      <Controller
        control={form.control}
        name="propertyId"
        render={({ field }) => (
          <PropertyPicker
            value={field.value}
            onChange={field.onChange}
            current={current}
            error={errors.propertyId?.message}
            disabled={disabled}
          />
        )}
      />
    </>
  );
}
