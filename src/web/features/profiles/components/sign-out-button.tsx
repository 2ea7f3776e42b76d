import { LogOut } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useSignOutAction } from "@/web/lib/auth/use-sign-out-action";

export function SignOutButton() {
  const { signOut, pending } = useSignOutAction();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => void signOut()}
    >
      <LogOut aria-hidden="true" />
      {pending ? "Signing out..." : "Sign Out"}
    </Button>
  );
}
