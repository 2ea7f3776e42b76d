import { NotFoundNotice } from "@/web/components/not-found-notice";
import { paths } from "@/web/lib/paths";

/** An unknown or deleted listing (HTTP 404). */
export function PropertyNotFound() {
  return (
    <NotFoundNotice
      title="Property Not Found"
      text="The property you're looking for doesn't exist or may have been removed."
      backTo={paths.search()}
      backLabel="Back to search"
    />
  );
}
