import { data, Link, useLocation, useNavigate } from "react-router";
import { siteMeta } from "@/web/app/site-meta";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { paths } from "@/web/lib/paths";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Any path the route table does not know answers HTTP 404 with this page. */
export const loader = () => data(null, { status: 404 });

export const meta = siteMeta;

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle("Page Not Found");
  const goBack = () => {
    // The router numbers history entries; at 0 there is nothing in this app to go back to.
    const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (canGoBack) navigate(-1);
    else navigate(paths.home());
  };
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <p className="font-semibold text-primary text-sm">404</p>
      <h1 className="font-bold text-3xl tracking-tight">Page Not Found</h1>
      <p className="text-muted-foreground">Sorry, we couldn't find the page you're looking for</p>
      <p>
        <span className="sr-only">Requested path: </span>
        <code className="break-all rounded-md bg-muted px-2 py-1 text-sm">{pathname}</code>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className={buttonVariants()}>
          Return to Home
        </Link>
        <Button type="button" variant="outline" onClick={goBack}>
          Go Back
        </Button>
      </div>
    </div>
  );
}
