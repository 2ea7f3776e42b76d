import { ComingLaterPage } from "@/web/features/admin/components/layout/coming-later-page";

/** Placeholder until the screen lands (issue 8). */
export function AdminPropertiesPage() {
  return (
    <ComingLaterPage
      title="Properties"
      message="Property management arrives in the next release."
    />
  );
}
