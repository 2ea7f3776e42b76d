import { notifyError, notifySuccess } from "@/web/lib/notify";

/** The answer to a save, from the button or from a save finished after sign-in. */
export function notifySaveOutcome(outcome: Promise<unknown>): void {
  outcome.then(
    () => notifySuccess("Property saved", "You can find it in your saved properties."),
    (error: unknown) => notifyError("Error", error, "Failed to save property."),
  );
}
