import { useCallback, useState } from "react";

const STORAGE_KEY = "admin-sidebar-collapsed";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

/** Whether the desktop sidebar is narrow; remembered on this device. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Private mode or a full storage: the choice lasts for this visit only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
