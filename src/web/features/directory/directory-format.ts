/** Texts and links of the directory cards. */

export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle.replace(/^@+/, ""))}`;
}

export function mailtoHref(email: string): string {
  // The address is validated on the server; encodeURI keeps the @ but escapes spaces and quotes.
  return `mailto:${encodeURI(email)}`;
}
