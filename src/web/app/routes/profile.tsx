import { AuthPanel } from "@/web/features/auth/components/auth-panel";
import { ProfileCard } from "@/web/features/profile/components/profile-card";
import { ProfileSkeleton } from "@/web/features/profile/components/profile-skeleton";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** /profile: the sign-in entry point when signed out, the user's profile when signed in. */
export default function ProfilePage() {
  const { user, loading } = useAuth();
  const signedOut = !loading && !user;
  useDocumentTitle(signedOut ? "Sign In" : "My Profile");
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      {loading ? (
        <ProfileSkeleton />
      ) : user ? (
        <>
          <h1 className="font-bold text-3xl tracking-tight">My Profile</h1>
          <ProfileCard user={user} />
        </>
      ) : (
        <div className="mx-auto max-w-md">
          <AuthPanel />
        </div>
      )}
    </div>
  );
}
