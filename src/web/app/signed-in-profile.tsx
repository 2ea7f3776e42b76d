import { SpecialAccessCard } from "@/web/features/access-requests/components/special-access-card";
import { MyProfile } from "@/web/features/profiles/components/my-profile";
import { VerifyEmailNotice } from "@/web/features/profiles/components/verify-email-notice";
import type { AuthUser } from "@/web/lib/auth/auth-user";

/**
 * /profile for a signed-in member: the profile, its form and the request for special access.
 * A module of its own, loaded only once someone is signed in, so the sign-in page that most
 * visitors of /profile see does not carry the profile form's code.
 */
export default function SignedInProfile({ user }: { user: AuthUser }) {
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">My Profile</h1>
      {user.profile?.emailVerified === false ? (
        <VerifyEmailNotice email={user.profile.email} />
      ) : null}
      <MyProfile user={user} />
      {/* Other roles already have special access. */}
      {user.role === "user" ? <SpecialAccessCard key={user.id} user={user} /> : null}
    </>
  );
}
