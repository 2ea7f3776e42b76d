import { SpecialAccessCard } from "@/web/features/access-requests/components/special-access-card";
import { accountAction } from "@/web/features/auth/account-action";
import { AuthPanel } from "@/web/features/auth/components/auth-panel";
import { useReturnAfterAccountPost } from "@/web/features/auth/use-return-after-account-post";
import { MyProfile } from "@/web/features/profiles/components/my-profile";
import { ProfileSkeleton } from "@/web/features/profiles/components/profile-skeleton";
import { VerifyEmailNotice } from "@/web/features/profiles/components/verify-email-notice";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import type { Route } from "./+types/profile";

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
        <>
          <h1 className="font-bold text-3xl tracking-tight">My Profile</h1>
          {user.profile?.emailVerified === false ? (
            <VerifyEmailNotice email={user.profile.email} />
          ) : null}
          <MyProfile user={user} />
          {/* Other roles already have special access. */}
          {user.role === "user" ? <SpecialAccessCard key={user.id} user={user} /> : null}
        </>
      ) : (
        <div className="mx-auto max-w-md">
          <AuthPanel />
        </div>
      )}
    </div>
  );
}
