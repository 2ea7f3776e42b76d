import type { ComponentProps } from "react";
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS } from "@/shared/saved-searches";
import { NativeSelect } from "@/web/components/ui/native-select";

/** The alert frequencies as a native select (the platform's picker on phones). */
export function FrequencySelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect {...props}>
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency}>
          {ALERT_FREQUENCY_LABELS[frequency]}
        </option>
      ))}
    </NativeSelect>
  );
}
