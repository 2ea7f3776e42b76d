import { ComingLaterPage } from "@/web/features/admin/components/layout/coming-later-page";

/** Placeholder until the screen lands (issue 8). */
export function AdminReelsPage() {
  return <ComingLaterPage title="Reels" message="Reel management arrives in the next release." />;
}
