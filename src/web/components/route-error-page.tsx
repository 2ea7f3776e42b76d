import { isRouteErrorResponse } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** After a deploy, an open tab may ask for code files that no longer exist. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Importing a module/i.test(error.message)
  );
}

/** What a page that failed to render shows instead: a plain explanation, never a stack trace. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useDocumentTitle("Something went wrong");
  const explanation = isChunkLoadError(error)
    ? "Part of the app could not be loaded, possibly because a newer version was released. Reloading the page usually fixes this."
    : isRouteErrorResponse(error) && error.status === 503
      ? "This page is temporarily unavailable. Please try again in a few seconds."
      : "An unexpected error stopped this page from loading. Please try again.";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="font-bold text-3xl tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">{explanation}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload Page
        </button>
        {/* A full page load, since the app's state may be what broke. */}
        <a href="/" className={buttonVariants({ variant: "outline" })}>
          Return to Home
        </a>
      </div>
    </div>
  );
}
