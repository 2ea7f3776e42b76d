import { toast } from "sonner";
import { errorMessage } from "./api-client";

/**
 * The one place toasts are raised. Import it only from lazily loaded code: sonner stays out of
 * the entry bundle that way.
 */
export function notifySuccess(
  title: string,
  description: string,
  options: { id?: string; durationMs?: number } = {},
): void {
  toast.success(title, { description, id: options.id, duration: options.durationMs });
}

/** A failure toast with the error's message, else the given fallback. */
export function notifyError(title: string, error: unknown, fallback: string): void {
  toast.error(title, { description: errorMessage(error, fallback) });
}

/** A warning that replaces an identical one instead of stacking (e.g. repeated redirects). */
export function notifyOnce(id: string, title: string, description: string): void {
  toast.error(title, { id, description });
}

/**
 * A warning with one action button, e.g. 'Sign in'. The id replaces an identical toast instead of
 * stacking a new one on every click.
 */
export function notifyWithAction(
  id: string,
  title: string,
  description: string,
  action: { label: string; onClick: () => void },
): void {
  toast.error(title, { id, description, action });
}

/** A neutral message, e.g. a link to copy by hand. */
export function notifyInfo(title: string, description: string): void {
  toast.message(title, { description });
}
