import { clsx } from "clsx";
import { type ComponentType, lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/web/app/paths";
import { BOOKMARK_PATHS, PathIcon } from "@/web/components/ui/path-icon";
import { useAuth } from "@/web/lib/auth/auth-context";

// The card's button and SaveControl share one module: the home page, search and saved all use
// both, and one module means one chunk (bundle budget). The saved state, the mutations and the
// toasts load only for signed-in visitors (save-toggle.tsx); most home visitors are not.
const SaveToggle = lazy(() => import("./save-toggle"));

export interface SaveButtonViewProps {
  saved: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

/** The card's bookmark: 'Save property' / 'Remove from saved', pressed when saved. */
export function SaveButton({ propertyId }: { propertyId: string }) {
  return <SaveControl propertyId={propertyId} view={SaveIconView} />;
}

function SaveIconView({ saved, disabled, onClick }: SaveButtonViewProps) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? "Remove from saved" : "Save property"}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        "flex size-10 items-center justify-center rounded-full bg-background/90 shadow-sm hover:bg-background disabled:opacity-60",
        saved && "text-primary",
      )}
    >
      <PathIcon paths={BOOKMARK_PATHS} className={clsx("size-5", saved && "fill-current")} />
    </button>
  );
}

export interface SaveControlProps {
  propertyId: string;
  view: ComponentType<SaveButtonViewProps>;
}

/** Saves or removes a property for the signed-in user; signed out, it offers to sign in. */
export function SaveControl({ propertyId, view: View }: SaveControlProps) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  if (user) {
    return (
      <Suspense fallback={<View saved={false} disabled />}>
        <SaveToggle userId={user.id} propertyId={propertyId} view={View} />
      </Suspense>
    );
  }
  const offerSignIn = async () => {
    const { promptSignIn } = await import("@/web/lib/sign-in-prompt");
    promptSignIn("Please sign in to save properties.", () => navigate(paths.profile()));
  };
  return <View saved={false} disabled={loading} onClick={() => void offerSignIn()} />;
}
