// Applies the saved colour theme before the first paint, so dark-mode users see no white flash.
// It is an external file because the Content Security Policy forbids inline scripts.
(() => {
  const isTheme = (value) => value === "light" || value === "dark" || value === "system";
  const root = document.documentElement;
  let theme = "system";
  try {
    // The theme the signed-in visitor's account keeps (the server writes it on <html>) wins over
    // the one this device remembers, and becomes the device's, so the app's theme store, the
    // footer's select included, reads the theme the page shows.
    const account = root.dataset.accountTheme;
    if (isTheme(account)) localStorage.setItem("theme", account);
    const stored = localStorage.getItem("theme");
    if (isTheme(stored)) theme = stored;
  } catch {
    // Storage can be blocked (privacy settings); the account's or the system preference applies.
    if (isTheme(root.dataset.accountTheme)) theme = root.dataset.accountTheme;
  }
  const dark =
    theme === "dark" ||
    (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.toggle("dark", dark);
})();
