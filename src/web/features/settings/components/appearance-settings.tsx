import { Monitor, Moon, Sun } from "lucide-react";
import { useId } from "react";
import { THEME_PREFERENCES, type ThemePreference } from "@/shared/schemas/profile";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useSite } from "@/web/lib/root-data";
import { useThemeChoice } from "@/web/lib/theme/use-theme-choice";

const OPTIONS: Record<ThemePreference, { label: string; description: string; icon: typeof Sun }> = {
  light: { label: "Light", description: "Light backgrounds, dark text.", icon: Sun },
  dark: {
    label: "Dark",
    description: "Dark backgrounds, easier on the eyes at night.",
    icon: Moon,
  },
  system: { label: "System", description: "Follows your device's setting.", icon: Monitor },
};

/** The toast shows for 2 seconds. */
const THEME_TOAST_MS = 2000;

function isTheme(value: string): value is ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** Light, dark or system: applied at once, kept on this device and on the account. */
export function AppearanceSettings() {
  const id = useId();
  const { theme, choose } = useThemeChoice();
  const { siteName } = useSite();

  const onChange = async (value: string) => {
    if (!isTheme(value)) return;
    try {
      await choose(value);
      // One toast, replaced on quick successive choices.
      notifySuccess("Theme updated", `Theme set to ${value}`, {
        id: "theme-updated",
        durationMs: THEME_TOAST_MS,
      });
    } catch (error) {
      notifyError(
        "Failed to save settings",
        error,
        "There was a problem saving your settings. Please try again.",
      );
    }
  };

  return (
    <Card>
      <CardHeader>
        <h3 id={`${id}-title`} className="font-semibold text-xl">
          Appearance
        </h3>
        <CardDescription>Choose how {siteName} looks to you.</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          value={theme}
          onValueChange={(value) => void onChange(value)}
          aria-labelledby={`${id}-title`}
          className="sm:grid-cols-3"
        >
          {THEME_PREFERENCES.map((value) => {
            const { label, description, icon: Icon } = OPTIONS[value];
            const itemId = `${id}-${value}`;
            return (
              // The whole card is the label, so a tap anywhere on it chooses; the radio is named
              // by the option's name alone and described by the rest.
              <Label
                key={value}
                htmlFor={itemId}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/40"
              >
                <RadioGroupItem
                  id={itemId}
                  value={value}
                  aria-labelledby={`${itemId}-label`}
                  aria-describedby={`${itemId}-description`}
                  className="mt-0.5"
                />
                <span className="space-y-1">
                  <span id={`${itemId}-label`} className="flex items-center gap-2 font-medium">
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </span>
                  <span
                    id={`${itemId}-description`}
                    className="block text-muted-foreground text-sm"
                  >
                    {description}
                  </span>
                </span>
              </Label>
            );
          })}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
