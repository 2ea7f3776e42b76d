import { useId } from "react";
import type { ThemePreference } from "@/shared/schemas/profile";
import { notifyError } from "@/web/lib/notify";
import { THEME_CHOICES, THEME_LABELS } from "@/web/lib/theme/theme-options";
import { useThemeChoice } from "@/web/lib/theme/use-theme-choice";

/**
 * The footer's theme choice. It comes with the page: every page shows it and loads it at once,
 * and as a lazy module of its own it cost more (four small files, each gzipped apart) than in the
 * page's shared chunk.
 */
export function ThemeSelect() {
  const id = useId();
  const { theme, choose } = useThemeChoice();
  const onChange = (next: ThemePreference) => {
    // The device keeps the choice even if the account did not.
    choose(next).catch((error: unknown) => {
      notifyError(
        "Failed to save settings",
        error,
        "There was a problem saving your settings. Please try again.",
      );
    });
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={theme}
        onChange={(event) => onChange(event.target.value as ThemePreference)}
        className="h-9 rounded-md border border-input bg-background px-2 text-foreground text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {THEME_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
