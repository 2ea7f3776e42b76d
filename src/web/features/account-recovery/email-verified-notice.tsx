import { Link, useSearchParams } from "react-router";
import { RETURN_TO_PARAM, safeReturnPath } from "@/shared/return-path";
import { paths } from "@/web/lib/paths";
import { RecoveryCard } from "./recovery-card";

/** Better Auth's codes on a verification link it refused, in words that say what to do. */
const PROBLEMS: Record<string, string> = {
  TOKEN_EXPIRED: "This link has expired. Sign in and send yourself a new one from your profile.",
  INVALID_TOKEN: "This link is not valid. Sign in and send yourself a new one from your profile.",
  USER_NOT_FOUND: "This link belongs to an account that no longer exists.",
};
const FALLBACK = "This link could not be used. Sign in and send yourself a new one.";

/** /email-verified: where a verification link lands, confirmed (and signed in) or refused. */
export function EmailVerifiedNotice() {
  const [params] = useSearchParams();
  const error = params.get("error");
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));
  if (error)
    return (
      <RecoveryCard
        title="We could not confirm your e-mail"
        description={PROBLEMS[error] ?? FALLBACK}
      >
        <Link to={paths.profile()} className="font-medium text-primary text-sm underline">
          Go to sign in
        </Link>
      </RecoveryCard>
    );
  return (
    <RecoveryCard
      title="Your e-mail address is confirmed"
      description="You can now contact realtors, request tours, comment and ask for special access."
    >
      <div className="flex flex-wrap gap-4 text-sm">
        {returnTo ? (
          <Link to={returnTo} className="font-medium text-primary underline">
            Continue where you left off
          </Link>
        ) : (
          <Link to={paths.search()} className="font-medium text-primary underline">
            Find a home
          </Link>
        )}
        <Link to={paths.profile()} className="font-medium text-primary underline">
          Go to my profile
        </Link>
      </div>
    </RecoveryCard>
  );
}
