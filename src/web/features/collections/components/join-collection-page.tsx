import { FolderHeart } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { PageSkeleton } from "@/web/components/page-skeleton";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { errorMessage } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/auth-context";
import { notifySuccess } from "@/web/lib/notify";
import { paths } from "@/web/lib/paths";
import { useAcceptInvite } from "../api/collection-writes";

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <FolderHeart aria-hidden="true" className="size-10 text-primary" />
      {children}
    </div>
  );
}

/**
 * /collections/join?invite=: an invitation's link. Signed out, it offers Create Account and
 * Sign In, each coming back here (through the e-mailed confirmation for a new account); signed
 * in, one press joins.
 */
export function JoinCollectionPage({ token }: { token: string | null }) {
  const { user, loading } = useAuth();
  const { pathname, search } = useLocation();
  if (!token)
    return (
      <Frame>
        <PageHeader
          title="Invitation link incomplete"
          description="Open the link from the invitation e-mail again, or ask for a new one."
        />
      </Frame>
    );
  if (loading) return <PageSkeleton />;
  if (!user) {
    const here = pathname + search;
    return (
      <Frame>
        <PageHeader
          title="Join a shared collection"
          description="You were invited to share a collection of homes. Create an account with the address the invitation was sent to, or sign in, and you will come back here to join."
        />
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.signUp(here)} className={buttonVariants()}>
            Create an account
          </Link>
          <Link to={paths.profile(here)} className={buttonVariants({ variant: "outline" })}>
            Sign in
          </Link>
        </div>
      </Frame>
    );
  }
  return <JoinAsMember userId={user.id} token={token} />;
}

function JoinAsMember({ userId, token }: { userId: string; token: string }) {
  const accept = useAcceptInvite(userId);
  const navigate = useNavigate();
  const join = async () => {
    const { collectionId } = await accept.mutateAsync(token);
    notifySuccess("You joined the collection", "Add homes, react and leave notes together.");
    navigate(paths.collection(collectionId));
  };
  return (
    <Frame>
      <PageHeader
        title="Join a shared collection"
        description="Its members will see your reactions and notes, and you theirs."
      />
      {accept.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(accept.error, "The invitation could not be used. Please try again.")}
        </p>
      ) : null}
      <Button type="button" disabled={accept.isPending} onClick={() => void join().catch(() => {})}>
        {accept.isPending ? "Joining..." : "Join collection"}
      </Button>
    </Frame>
  );
}
