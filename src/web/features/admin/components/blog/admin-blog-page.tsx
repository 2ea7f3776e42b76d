import { ComingLaterPage } from "@/web/features/admin/components/layout/coming-later-page";

/** Placeholder until the screen lands (issue 8). */
export function AdminBlogPage() {
  return (
    <ComingLaterPage
      title="Blog Management"
      message="Blog management arrives in the next release."
    />
  );
}
