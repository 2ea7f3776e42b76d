import { Check, SearchCheck } from "lucide-react";
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { SearchFields } from "@/shared/schemas/property-search";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { useAuth } from "@/web/lib/auth/auth-context";
import { paths } from "@/web/lib/paths";
import { SAVE_SEARCH_ID } from "@/web/lib/resume-intent";
import { useSignInPath } from "@/web/lib/use-sign-in-path";
import { useSavedSearches } from "../api/get-saved-searches";
import { savedQueryOf } from "../saved-query";

// The form, its schema (zod) and the toasts load when the dialog opens: the /search page's
// script budget (npm run size) has no room for them.
const SaveSearchDialog = lazy(() => import("./save-search-dialog"));

const SAVED_SEARCHES_TAB = paths.dashboard({ tab: "searches" });

/**
 * /search's 'Save search'. Signed out, a link to sign in that comes back to this
 * search and saves it (app/resume-intents.tsx); saved already, a link to it; else the dialog.
 * A search without criteria offers nothing: an alert for every listing is not a search.
 */
export function SaveSearchButton({ fields }: { fields: SearchFields }) {
  const { user, loading } = useAuth();
  const query = savedQueryOf(fields);
  const signInPath = useSignInPath({ intent: { action: "save-search", id: SAVE_SEARCH_ID } });
  const navigate = useNavigate();
  if (!query) return null;
  if (user) return <SignedInSaveSearch userId={user.id} query={query} />;
  if (loading) return <SaveSearchLook disabled />;
  const offerSignIn = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is left to the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    const { promptSignIn } = await import("@/web/lib/sign-in-prompt");
    promptSignIn("Please sign in to save searches.", () => navigate(signInPath));
  };
  return (
    <a href={signInPath} onClick={offerSignIn} className={buttonVariants({ variant: "outline" })}>
      <SearchCheck aria-hidden="true" />
      Save search
    </a>
  );
}

function SaveSearchLook(props: { disabled?: boolean; onClick?: () => void }) {
  return (
    <Button type="button" variant="outline" {...props}>
      <SearchCheck aria-hidden="true" />
      Save search
    </Button>
  );
}

function SignedInSaveSearch({ userId, query }: { userId: string; query: string }) {
  const [open, setOpen] = useState(false);
  // Saved through the dialog opened here: the link takes the place, and the focus, of the button.
  const [usedDialog, setUsedDialog] = useState(false);
  const savedLink = useRef<HTMLAnchorElement>(null);
  const saved = useSavedSearches(userId).data?.items.find((search) => search.query === query);
  const savedHere = Boolean(saved) && usedDialog && !open;
  useEffect(() => {
    if (savedHere) savedLink.current?.focus();
  }, [savedHere]);
  if (saved) {
    return (
      <Link
        ref={savedLink}
        to={SAVED_SEARCHES_TAB}
        aria-label={`Search saved as "${saved.name}": see your saved searches`}
        className={buttonVariants({ variant: "outline" })}
      >
        <Check aria-hidden="true" />
        Search saved
      </Link>
    );
  }
  return (
    <>
      <SaveSearchLook
        onClick={() => {
          setOpen(true);
          setUsedDialog(true);
        }}
      />
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog userId={userId} query={query} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
