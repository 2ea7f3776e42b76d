import { useLayoutEffect, useRef } from "react";
import { useController } from "react-hook-form";
import { TextField } from "@/web/components/ui/text-field";
import { formatPhone } from "@/web/lib/format-phone";
import { editPhone } from "../phone-input";
import type { ProfileFormApi } from "../profile-form-values";

/**
 * The phone number: the form keeps digits only, the field shows (555) 123-4567 once there are
 * ten of them, and the caret stays after the digit just typed.
 */
export function PhoneField({
  control,
  disabled,
}: {
  control: ProfileFormApi["control"];
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: "phoneNumber" });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caretRef = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = caretRef.current;
    if (input && caret !== null && document.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
    caretRef.current = null;
  });

  return (
    <TextField
      label="Phone Number"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(555) 123-4567"
      name={field.name}
      value={formatPhone(field.value)}
      disabled={disabled}
      error={fieldState.error?.message}
      ref={(node) => {
        inputRef.current = node;
        field.ref(node);
      }}
      onBlur={field.onBlur}
      onChange={(event) => {
        const { value, selectionStart } = event.target;
        const edit = editPhone(field.value, value, selectionStart ?? value.length);
        caretRef.current = edit.caret;
        field.onChange(edit.digits);
      }}
    />
  );
}
