import { clsx } from "clsx";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { BOOKMARK_PATHS, PathIcon } from "@/web/components/ui/path-icon";
import { useAuth } from "@/web/lib/auth/auth-context";
import { useLive } from "@/web/lib/use-live";
import { useSignInPath } from "@/web/lib/use-sign-in-path";
import { useSavedIds } from "../api/get-saved-ids";
import type { SaveButtonViewProps, SignInLinkViewProps } from "./save-views";

// The card's button and SaveControl share one module: the home page, search and saved all use
// both, and one module means one chunk (bundle budget). The saved state, the mutations and the
// toasts load only for signed-in visitors (save-toggle.tsx); most home visitors are not.
const SaveToggle = lazy(() => import("./save-toggle"));

/** The card's bookmark: 'Save property' / 'Remove from saved', pressed when saved. */
export function SaveButton({ propertyId }: { propertyId: string }) {
  return (
    <SaveControl propertyId={propertyId} view={SaveIconView} signInView={SaveIconSignInLink} />
  );
}

const ICON_CONTROL =
  "flex size-10 items-center justify-center rounded-full bg-background/90 shadow-sm hover:bg-background";

function SaveIconView({ saved, disabled, onClick }: SaveButtonViewProps) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? "Remove from saved" : "Save property"}
      disabled={disabled}
      onClick={onClick}
      className={clsx(ICON_CONTROL, "disabled:opacity-60", saved && "text-primary")}
    >
      <PathIcon paths={BOOKMARK_PATHS} className={clsx("size-5", saved && "fill-current")} />
    </button>
  );
}

function SaveIconSignInLink({ href, onClick }: SignInLinkViewProps) {
  return (
    <a href={href} onClick={onClick} aria-label="Save property" className={ICON_CONTROL}>
      <PathIcon paths={BOOKMARK_PATHS} className="size-5" />
    </a>
  );
}

export interface SaveControlProps {
  propertyId: string;
  view: ComponentType<SaveButtonViewProps>;
  signInView: ComponentType<SignInLinkViewProps>;
}

/** Saves or removes a property for the signed-in user; signed out, it offers to sign in. */
export function SaveControl({ propertyId, view: View, signInView: SignInLink }: SaveControlProps) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  // Back on this page after signing in, the home is saved for them (app/resume-intents.tsx).
  const signInPath = useSignInPath({ intent: { action: "save", id: propertyId } });
  if (user) return <SignedInSave userId={user.id} propertyId={propertyId} view={View} />;
  // The session is not known yet (a page the browser draws itself): nothing to offer yet.
  if (loading) return <View saved={false} disabled />;
  const offerSignIn = async () => {
    const { promptSignIn } = await import("@/web/lib/sign-in-prompt");
    promptSignIn("Please sign in to save properties.", () => navigate(signInPath));
  };
  return (
    <SignInLink
      href={signInPath}
      onClick={(event) => {
        // A modified click (new tab, new window) is left to the browser.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        void offerSignIn();
      }}
    />
  );
}

interface SignedInSaveProps {
  userId: string;
  propertyId: string;
  view: ComponentType<SaveButtonViewProps>;
}

/**
 * The signed-in toggle. Its code loads once the page is live; until then a stand-in shows the
 * saved state, and a press on it is carried out as soon as the toggle arrives, never lost.
 */
function SignedInSave({ userId, propertyId, view: View }: SignedInSaveProps) {
  const live = useLive();
  const [pressed, setPressed] = useState(false);
  const saved = useSavedIds(userId).data?.includes(propertyId) ?? false;
  const standIn = <View saved={saved} disabled={pressed} onClick={() => setPressed(true)} />;
  if (!live && !pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SaveToggle userId={userId} propertyId={propertyId} view={View} pressedEarly={pressed} />
    </Suspense>
  );
}
