import { clsx } from "clsx";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { BOOKMARK_PATHS, PathIcon } from "@/web/components/ui/path-icon";
import { SaveControl } from "./save-button";
import type { SaveButtonViewProps, SignInLinkViewProps } from "./save-views";

function SavePropertyView({ saved, disabled, onClick }: SaveButtonViewProps) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={disabled}
      onClick={onClick}
      className={buttonVariants({ variant: saved ? "secondary" : "outline", className: "w-full" })}
    >
      <PathIcon paths={BOOKMARK_PATHS} className={clsx(saved && "fill-current")} />
      {saved ? "Saved" : "Save Property"}
    </button>
  );
}

function SavePropertySignInLink({ href, onClick }: SignInLinkViewProps) {
  return (
    <a
      href={href}
      onClick={onClick}
      className={buttonVariants({ variant: "outline", className: "w-full" })}
    >
      <PathIcon paths={BOOKMARK_PATHS} />
      Save Property
    </a>
  );
}

/** The detail page's 'Save Property' button; it reads 'Saved' (pressed) when saved. */
export function SavePropertyButton({ propertyId }: { propertyId: string }) {
  return (
    <SaveControl
      propertyId={propertyId}
      view={SavePropertyView}
      signInView={SavePropertySignInLink}
    />
  );
}
