import { notifyInfo, notifySuccess } from "./notify";

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export interface ShareLinkOptions {
  title: string;
  /** A same-origin path such as `/property/1`; shared as an absolute URL. */
  path: string;
  /** The toast's text after copying, e.g. 'The listing link is on your clipboard.' */
  copiedDescription: string;
}

/**
 * The system share sheet where there is one, else the clipboard ('Link copied'), else the link in
 * a toast to copy by hand. Loads with sonner, so call it from lazily loaded code. False when the
 * visitor closed the share sheet without sharing.
 */
export async function shareLink({
  title,
  path,
  copiedDescription,
}: ShareLinkOptions): Promise<boolean> {
  const url = new URL(path, window.location.origin).href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return true;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (isAbort(error)) return false;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess("Link copied", copiedDescription);
  } catch {
    notifyInfo("Copy this link", url);
  }
  return true;
}
