import {
  paragraphsOf,
  SITE_PAGE_LABELS,
  type SitePage,
  type SitePageSlug,
} from "@/shared/site-pages";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useSite } from "@/web/lib/root-data";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useSitePage } from "../api/get-site-page";

/** /about, /contact, /terms and /privacy: the text an administrator wrote for the page. */
export function SitePageView({ slug }: { slug: SitePageSlug }) {
  const query = useSitePage(slug);
  useDocumentTitle(query.data?.title ?? SITE_PAGE_LABELS[slug]);
  return (
    <article className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 md:py-12">
      {query.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Loading page</span>
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <div className="space-y-4">
          <p role="alert" className="text-muted-foreground">
            We couldn't load this page. Please try again.
          </p>
          <button type="button" className={buttonVariants()} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <PageText page={query.data} />
      )}
      {slug === "contact" ? <SupportAddress /> : null}
    </article>
  );
}

function PageText({ page }: { page: SitePage }) {
  const paragraphs = paragraphsOf(page.body);
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">{page.title}</h1>
      {paragraphs.length > 0 ? (
        <div className="space-y-4 leading-relaxed">
          {paragraphs.map((paragraph, index) => (
            // Paragraphs have no identity beyond their place in the text.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
      ) : (
        <p className="text-muted-foreground">This page has no content yet.</p>
      )}
    </>
  );
}

/**
 * The support address from the site settings: where the sign-in refusal ("please contact
 * support") and a suspended member are sent.
 */
function SupportAddress() {
  const { contactEmail } = useSite();
  return (
    <section aria-labelledby="support-heading" className="space-y-2 rounded-lg border p-4">
      <h2 id="support-heading" className="font-semibold text-lg">
        Support
      </h2>
      {contactEmail ? (
        <p>
          Email:{" "}
          <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline">
            {contactEmail}
          </a>
        </p>
      ) : (
        <p className="text-muted-foreground">
          The support email address has not been set yet. Please try again later.
        </p>
      )}
    </section>
  );
}
