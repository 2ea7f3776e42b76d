import { Img, Link } from "@react-email/components";
import { formatPrice } from "@/shared/format";
import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate, type SiteLinks } from "../../platform/mail/template";
import type { NoticeProps } from "../notice-mail";
import type { NewNotification } from "../texts";

/** One listing in a saved-search alert: what the reader needs to decide whether to open it. */
export interface AlertListing {
  title: string;
  price: number;
  /** The listing's in-app path (/property/{id}). */
  link: string;
  /** The cover photo's URL (absolute, or a path on this site), or null without photos. */
  photo: string | null;
}

interface SearchAlertProps extends NoticeProps {
  searchId: string;
  searchName: string;
  /** The saved search's /search query: "See all matches" runs it. */
  query: string;
  listings: AlertListing[];
  /** Matches beyond those listed. */
  more: number;
}

// New listings for a saved search: an in-app notice per match, and by e-mail at once or in a
// daily or weekly digest as the search asks. Preference topic: search (that search alone).

/** The in-app notice of a new match: it opens the listing. */
export const searchMatchedNotification = (
  searchName: string,
  listing: AlertListing,
): NewNotification => ({
  kind: "search_match",
  title: `New match for ${searchName}`,
  body: listing.title,
  link: listing.link,
});

const SAVED_SEARCHES_PATH = "/dashboard?tab=searches";

function ListingRow({ listing, site }: { listing: AlertListing; site: SiteLinks }) {
  const href = site.url(listing.link);
  return (
    <Paragraph>
      {listing.photo ? (
        <>
          <Link href={href}>
            <Img src={site.url(listing.photo)} alt="" width="280" style={{ borderRadius: "6px" }} />
          </Link>
          {/* Without the break the plain-text part runs the photo's link into the title. */}
          <br />
        </>
      ) : null}
      <Link href={href}>{listing.title}</Link>
      <br />
      {formatPrice(listing.price)}
    </Paragraph>
  );
}

/**
 * New listings for one saved search: an instant alert carries one, a daily or weekly digest
 * every match since the last. The reader asked for it, yet each search can be stopped in one
 * click (topic "search" turns this search's frequency off, and only this one's).
 */
export const searchAlertMail = defineTemplate<SearchAlertProps>({
  audience: "member",
  subject: ({ searchName, listings, more }) => {
    const total = listings.length + more;
    return total === 1 && listings[0]
      ? `New match for ${searchName}: ${listings[0].title}`
      : `${total} new matches for ${searchName}`;
  },
  body: ({ name, searchName, query, listings, more }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        {listings.length + more === 1
          ? `A new listing matches your saved search ${searchName}:`
          : `New listings match your saved search ${searchName}:`}
      </Paragraph>
      {listings.map((listing) => (
        <ListingRow key={listing.link} listing={listing} site={site} />
      ))}
      {more > 0 ? <Paragraph>…and {more} more.</Paragraph> : null}
      <Action href={site.url(`/search${query ? `?${query}` : ""}`)} label="See all matches" />
      <Paragraph>
        <Link href={site.url(SAVED_SEARCHES_PATH)}>Manage my saved searches</Link>
      </Paragraph>
    </>
  ),
  unsubscribe: ({ searchId }) => ({ topic: "search", subject: searchId }),
});
