import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { useSignInPath } from "@/web/lib/use-sign-in-path";
import { PageHeader } from "./page-header";

/** For pages that explain themselves to signed-out visitors instead of redirecting. */
export function SignInRequired({ reason }: { reason: string }) {
  // Signed in, the visitor comes back to this page.
  const signInPath = useSignInPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <PageHeader title="Sign In Required" description={reason} />
      <Link to={signInPath} className={buttonVariants()}>
        <LogIn aria-hidden="true" />
        Sign In
      </Link>
    </div>
  );
}
