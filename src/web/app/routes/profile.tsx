import { lazy, Suspense } from "react";
import { accountAction } from "@/web/features/auth/account-action";
import { AuthPanel } from "@/web/features/auth/components/auth-panel";
import { useReturnAfterAccountPost } from "@/web/features/auth/use-return-after-account-post";
import { ProfileSkeleton } from "@/web/features/profiles/components/profile-skeleton";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import type { Route } from "./+types/profile";

const SignedInProfile = lazy(() => import("../signed-in-profile"));

/** Sign In and Create Account post here, with or without scripts. */
export const action = ({ request, context }: Route.ActionArgs) =>
  accountAction(request, context.api);

/** /profile: the sign-in entry point when signed out, the user's profile when signed in. */
export default function ProfilePage() {
  const { user, loading, profileLoading } = useAuth();
  const signedOut = !loading && !user;
  useReturnAfterAccountPost();
  useDocumentTitle(signedOut ? "Sign In" : "My Profile");
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 md:py-10">
      {/* The page brings no profile: the browser reads it, then it shows. */}
      {loading || profileLoading ? (
        <ProfileSkeleton />
      ) : user ? (
        <Suspense fallback={<ProfileSkeleton />}>
          <SignedInProfile user={user} />
        </Suspense>
      ) : (
        <div className="mx-auto max-w-md">
          <AuthPanel />
        </div>
      )}
    </div>
  );
}
