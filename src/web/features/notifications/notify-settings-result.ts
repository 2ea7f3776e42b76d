import { ApiClientError } from "@/web/lib/api-client";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { SETTINGS_FAILED, SETTINGS_SAVED, SIGN_IN_NEEDED } from "./notification-settings-fields";

export function notifySettingsSaved(): void {
  notifySuccess(SETTINGS_SAVED.title, SETTINGS_SAVED.description);
}

/** A signed-out answer (session ended meanwhile) says so; anything else gets the spec's failure. */
export function notifySettingsFailed(error: unknown): void {
  if (error instanceof ApiClientError && error.status === 401) {
    notifyError(SIGN_IN_NEEDED.title, null, SIGN_IN_NEEDED.description);
    return;
  }
  notifyError(SETTINGS_FAILED.title, null, SETTINGS_FAILED.description);
}
