// Applies the saved colour theme before the first paint, so dark-mode users see no white flash.
// It is an external file because the Content Security Policy forbids inline scripts.
(() => {
  let theme = "system";
  try {
    const stored = localStorage.getItem("theme");
    if (stored === "light" || stored === "dark") theme = stored;
  } catch {
    // Storage can be blocked (privacy settings); the system preference still applies.
  }
  const dark =
    theme === "dark" ||
    (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
})();
