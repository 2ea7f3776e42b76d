import { SITE_PAGE_LABELS } from "@/shared/site-pages";
import { LoadingIndicator } from "@/web/components/loading-indicator";
import { Card } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useAdminSitePages } from "../../api/site-pages";
import { LoadError } from "../dashboard/load-error";
import { SitePageForm } from "./site-page-form";

/** The Settings page's Pages section: the text of the pages the footer links to. */
export function SitePagesSection() {
  const pages = useAdminSitePages();
  let body: React.ReactNode;
  if (pages.isPending) body = <LoadingIndicator label="Loading pages..." />;
  else if (pages.isError)
    body = (
      <LoadError
        title="Failed to load pages"
        description="Please try again or contact support."
        onRetry={() => void pages.refetch()}
      />
    );
  else
    body = (
      <Tabs defaultValue={pages.data[0]?.slug}>
        {/* Four long labels: on a phone they wrap rather than run off the card. */}
        <TabsList className="h-auto flex-wrap">
          {pages.data.map((page) => (
            <TabsTrigger key={page.slug} value={page.slug}>
              {SITE_PAGE_LABELS[page.slug]}
            </TabsTrigger>
          ))}
        </TabsList>
        {pages.data.map((page) => (
          <TabsContent key={page.slug} value={page.slug} className="pt-4">
            <SitePageForm page={page} />
          </TabsContent>
        ))}
      </Tabs>
    );
  return (
    <section aria-labelledby="site-pages-heading" className="space-y-3">
      <div className="space-y-1">
        <h2 id="site-pages-heading" className="font-semibold text-xl">
          Pages
        </h2>
        <p className="text-muted-foreground text-sm">
          About, Contact, Terms and Privacy, linked from every page's footer.
        </p>
      </div>
      <Card className="p-6">{body}</Card>
    </section>
  );
}
