import { useLocation } from "react-router";
import { INTENT_PARAM } from "@/web/lib/resume-intent";
import type { ResumeProps } from "@/web/lib/use-resume-intent";
import { useRunOnce } from "@/web/lib/use-run-once";
import { useSaveSearch } from "../api/save-search";
import { notifySearchNotSaved, notifySearchSaved } from "../saved-search-toasts";

/**
 * Saves the search a visitor pressed Save search on before signing in: the search is the /search
 * address they came back to, saved with the suggested name and their default frequency (the
 * dialog's starting values). Saved already, or 50 kept, the toast says so.
 */
export default function ResumeSaveSearch({ userId }: ResumeProps) {
  const { pathname, search } = useLocation();
  const { mutateAsync } = useSaveSearch(userId);
  useRunOnce(() => {
    if (pathname !== "/search") return;
    const params = new URLSearchParams(search);
    params.delete(INTENT_PARAM);
    mutateAsync({ query: params.toString() }).then(notifySearchSaved, notifySearchNotSaved);
  });
  return null;
}
