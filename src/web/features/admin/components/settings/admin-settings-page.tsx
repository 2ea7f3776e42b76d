import { LoadingIndicator } from "@/web/components/loading-indicator";
import { PageHeader } from "@/web/components/page-header";
import { Card } from "@/web/components/ui/card";
import { useSiteSettings } from "../../api/settings";
import { LoadError } from "../dashboard/load-error";
import { SitePagesSection } from "./site-pages-section";
import { SiteSettingsForm } from "./site-settings-form";

/** /admin/settings: the marketplace's name, the address visitors can write to, and its pages. */
export function AdminSettingsPage() {
  const settings = useSiteSettings();
  let body: React.ReactNode;
  if (settings.isPending) body = <LoadingIndicator label="Loading settings..." />;
  else if (settings.isError)
    body = (
      <LoadError
        title="Failed to load settings"
        description="Please try again or contact support."
        onRetry={() => void settings.refetch()}
      />
    );
  else body = <SiteSettingsForm settings={settings.data} />;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 md:px-8">
      <PageHeader title="Settings" description="The site name and the contact email address." />
      <Card className="p-6">{body}</Card>
      <SitePagesSection />
    </div>
  );
}
