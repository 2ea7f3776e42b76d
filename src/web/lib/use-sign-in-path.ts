import { useLocation } from "react-router";
import { paths } from "@/web/lib/paths";
import { type ResumeIntent, withIntent } from "./resume-intent";

/**
 * The sign-in page's address for a visitor stopped here: once signed in they come back to this
 * page (or to `at`, e.g. one reel's own link), where `intent` is finished for them.
 */
export function useSignInPath({ at, intent }: { at?: string; intent?: ResumeIntent } = {}) {
  const { pathname, search } = useLocation();
  return paths.profile(withIntent(at ?? pathname + search, intent ?? null));
}
