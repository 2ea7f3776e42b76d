import { useCallback, useState } from "react";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useAuth } from "./auth-context";

/**
 * Sign out with the spec's toasts and a busy flag. It raises toasts, so import it
 * only from lazily loaded code.
 */
export function useSignOutAction(): { signOut: () => Promise<boolean>; pending: boolean } {
  const { signOut: endSession } = useAuth();
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await endSession();
      notifySuccess("Signed out", "You have been successfully signed out.");
      return true;
    } catch (error) {
      notifyError("Sign Out Error", error, "Unable to sign out. Please try again.");
      return false;
    } finally {
      setPending(false);
    }
  }, [endSession]);
  return { signOut, pending };
}
