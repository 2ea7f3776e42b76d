import { useSearchParams } from "react-router";
import { RETURN_TO_PARAM, safeReturnPath } from "@/shared/return-path";

/** The same-site page the visitor was sent to sign in from (`?returnTo=`), if any. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_TO_PARAM));
}
