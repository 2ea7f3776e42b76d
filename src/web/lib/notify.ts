import { toast } from "sonner";
import { errorMessage } from "./api-client";

/**
 * The one place toasts are raised. Import it only from lazily loaded code: sonner stays out of
 * the entry bundle that way.
 */
export function notifySuccess(title: string, description: string): void {
  toast.success(title, { description });
}

/** A failure toast with the error's message, else the given fallback. */
export function notifyError(title: string, error: unknown, fallback: string): void {
  toast.error(title, { description: errorMessage(error, fallback) });
}

/** A warning that replaces an identical one instead of stacking (e.g. repeated redirects). */
export function notifyOnce(id: string, title: string, description: string): void {
  toast.error(title, { id, description });
}
