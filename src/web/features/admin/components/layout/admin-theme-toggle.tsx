import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { resolvesToDark } from "@/web/lib/theme/theme-store";
import { useThemeChoice } from "@/web/lib/theme/use-theme-choice";
import { SidebarItem, SidebarLabel, sidebarEntryClass } from "./sidebar-item";

const DARK_QUERY = "(prefers-color-scheme: dark)";
/** The theme toast shows for 2 seconds. */
const THEME_TOAST_MS = 2000;

function subscribeDark(listener: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}

const prefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** Switches between light and dark, from whatever the page shows now (system included). */
export function AdminThemeToggle({ collapsed }: { collapsed: boolean }) {
  const { theme, choose } = useThemeChoice();
  const systemDark = useSyncExternalStore(subscribeDark, prefersDark, () => false);
  const next = resolvesToDark(theme, systemDark) ? "light" : "dark";
  const label = next === "dark" ? "Dark mode" : "Light mode";

  const onClick = async () => {
    try {
      await choose(next);
      notifySuccess("Theme updated", `Theme set to ${next}`, {
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

  const Icon = next === "dark" ? Moon : Sun;
  return (
    <SidebarItem label={label} collapsed={collapsed}>
      <button type="button" onClick={() => void onClick()} className={sidebarEntryClass(collapsed)}>
        <Icon aria-hidden="true" />
        <SidebarLabel label={label} collapsed={collapsed} />
      </button>
    </SidebarItem>
  );
}
