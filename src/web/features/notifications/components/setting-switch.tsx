import { useId } from "react";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import type { NotificationSettingField } from "../notification-settings-fields";

interface SettingSwitchProps {
  field: NotificationSettingField;
  checked: boolean;
  /** Shown as disabled (and ignores presses) while its change is being saved. */
  busy?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One preference: its label and description beside its switch. */
export function SettingSwitch({
  field,
  checked,
  busy = false,
  onCheckedChange,
}: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{field.label}</Label>
        <p id={`${id}-description`} className="text-muted-foreground text-sm">
          {field.description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-description`}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onCheckedChange={(next) => {
          if (!busy) onCheckedChange(next);
        }}
      />
    </div>
  );
}
