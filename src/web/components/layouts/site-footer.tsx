import { Link } from "react-router";
import { SITE_PAGE_LABELS, SITE_PAGE_SLUGS } from "@/shared/site-pages";
import { paths } from "@/web/lib/paths";
import { useSite } from "@/web/lib/root-data";
import { ThemeSelect } from "./theme-select";

export function SiteFooter() {
  const { siteName } = useSite();
  return (
    <footer className="border-t">
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6 text-muted-foreground text-sm">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label="Site">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {SITE_PAGE_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link
                    to={paths.sitePage(slug)}
                    className="rounded-sm underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {SITE_PAGE_LABELS[slug]}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={paths.affordability()}
                  className="rounded-sm underline-offset-4 hover:text-foreground hover:underline"
                >
                  What can I afford?
                </Link>
              </li>
            </ul>
          </nav>
          <ThemeSelect />
        </div>
        <p>
          {siteName} is committed to the Fair Housing Act and equal opportunity housing: every
          listing is open to all, without regard to race, colour, religion, sex, disability,
          familial status or national origin. Equal Housing Opportunity.
        </p>
        {/* The year in UTC: the reader's own zone would disagree with the server's page for
            hours around every New Year. */}
        <p>
          © {new Date().getUTCFullYear()} {siteName}
        </p>
      </div>
    </footer>
  );
}
