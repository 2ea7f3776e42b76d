const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text safe inside HTML or XML, in element content and in quoted attributes alike. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
