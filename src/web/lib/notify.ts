import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";
import { ApiClientError, errorMessage } from "./api-client";
import { onDemand } from "./on-demand";

/**
 * The one place toasts are raised. Sonner and the toaster load with the
 * first toast rather than with every page: most visits never see one. Sonner hands toasts raised
 * before the toaster mounted to it once it subscribes.
 */
const sonner = onDemand(() => import("sonner"));

let toasterWanted = false;
const listeners = new Set<() => void>();

function raise(show: (toast: typeof sonnerToast) => void): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  sonner.load().then(
    ({ toast }) => show(toast),
    // Without its chunk (offline, a deploy removed it) a toast cannot be shown; the action it
    // reports has already succeeded or failed on its own.
    (error: unknown) => console.error("Could not load the toasts", error),
  );
}

/** True once a toast has been raised: the app mounts the toaster from then on (providers.tsx). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}

export function notifySuccess(
  title: string,
  description: string,
  options: { id?: string; durationMs?: number } = {},
): void {
  raise((toast) =>
    toast.success(title, { description, id: options.id, duration: options.durationMs }),
  );
}

/**
 * A failure toast with the error's message, else the given fallback. A member who must confirm
 * their e-mail first (contacting, tours, comments, access requests) gets 'Resend e-mail' on it.
 */
export function notifyError(title: string, error: unknown, fallback: string): void {
  const action = mustVerify(error) ? { label: "Resend e-mail", onClick: resend } : undefined;
  raise((toast) => toast.error(title, { description: errorMessage(error, fallback), action }));
}

const mustVerify = (error: unknown) =>
  error instanceof ApiClientError && error.code === "EMAIL_NOT_VERIFIED";

function resend(): void {
  import("./auth/api/resend-verification")
    .then(({ resendVerificationEmail }) => resendVerificationEmail())
    .then(
      () => notifySuccess("E-mail sent", "Open the link in it to confirm your address."),
      (error: unknown) => notifyError("Could not send the e-mail", error, "Please try again."),
    );
}

/** A warning that replaces an identical one instead of stacking (e.g. repeated redirects). */
export function notifyOnce(id: string, title: string, description: string): void {
  raise((toast) => toast.error(title, { id, description }));
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
  raise((toast) => toast.error(title, { id, description, action }));
}

/** A neutral message, e.g. a link to copy by hand. */
export function notifyInfo(title: string, description: string): void {
  raise((toast) => toast.message(title, { description }));
}
