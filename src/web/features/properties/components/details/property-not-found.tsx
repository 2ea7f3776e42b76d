import { Link } from "react-router";
import { paths } from "@/web/app/paths";
import { buttonVariants } from "@/web/components/ui/button-variants";

/** An unknown or deleted listing (HTTP 404). */
export function PropertyNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <h1 className="font-bold text-3xl tracking-tight">Property Not Found</h1>
      <p className="text-muted-foreground">
        The property you're looking for doesn't exist or may have been removed.
      </p>
      <Link to={paths.search()} className={buttonVariants()}>
        Back to search
      </Link>
    </div>
  );
}
