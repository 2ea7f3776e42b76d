import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/web/lib/theme/use-theme";

// Sonner's own CSS is unlayered and beats Tailwind classes, so it is themed through its variables.
const TOKEN_STYLE = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
} as CSSProperties;

// On phones the toasts sit above the bottom bar rather than on top of it.
const MOBILE_OFFSET = { bottom: "calc(5rem + env(safe-area-inset-bottom))" };

/** Loaded lazily; sonner hands toasts raised before it mounted to it once it subscribes. */
export default function Toaster() {
  const [theme] = useTheme();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      mobileOffset={MOBILE_OFFSET}
      closeButton
      style={TOKEN_STYLE}
    />
  );
}
