import type { ResumeProps } from "@/web/lib/use-resume-intent";
import { useRunOnce } from "@/web/lib/use-run-once";
import { useSaveProperty } from "../api/save-property";
import { notifySaveOutcome } from "../saved-toasts";

/**
 * Saves the home a visitor pressed Save on before signing in. Saving is idempotent, so a home
 * saved meanwhile is simply still saved; a listing gone since is reported by the failure toast.
 */
export default function ResumeSave({ id, userId }: ResumeProps) {
  const { mutateAsync } = useSaveProperty(userId);
  useRunOnce(() => notifySaveOutcome(mutateAsync(id)));
  return null;
}
