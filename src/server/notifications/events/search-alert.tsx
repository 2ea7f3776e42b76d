import { Img, Link } from "@react-email/components";
import { formatPrice } from "@/shared/format";
import type { NotificationKind } from "@/shared/notifications";
import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate, type SiteLinks } from "../../platform/mail/template";
import type { NoticeProps } from "../notice-mail";
import type { NewNotification } from "../texts";

/**
 * What happened to a listing a saved search matches, besides being new to it: a price cut (old
 * and new price) or a return to the market. `id` is the change's own (one alert per change).
 */
export type AlertNews =
  | { kind: "price_drop"; id: string; oldPrice: number; newPrice: number }
  | { kind: "back_on_market"; id: string };

type NewsKind = AlertNews["kind"] | "new";

/** One listing in a saved-search alert: what the reader needs to decide whether to open it. */
export interface AlertListing {
  title: string;
  price: number;
  /** The listing's in-app path (/property/{id}). */
  link: string;
  /** The cover photo's URL (absolute, or a path on this site), or null without photos. */
  photo: string | null;
  /** Unset for a listing new to the search. */
  news?: AlertNews;
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

// News of the listings a saved search matches: a new listing, a price cut (with the old and new
// price), a home back on the market. An in-app notice each, and by e-mail at once or in a daily
// or weekly digest as the search asks. Preference topic: search (that search alone).

const newsKind = (listing: AlertListing): NewsKind => listing.news?.kind ?? "new";

/** How each kind of news is told: the in-app kind, a headline, a count's noun, an opening. */
const TOLD: Record<
  NewsKind,
  { notice: NotificationKind; headline: string; plural: string; one: string; many: string }
> = {
  new: {
    notice: "search_match",
    headline: "New match",
    plural: "new matches",
    one: "A new listing matches",
    many: "New listings match",
  },
  price_drop: {
    notice: "search_price_drop",
    headline: "Price cut",
    plural: "price cuts",
    one: "A price cut on a home that matches",
    many: "Price cuts on homes that match",
  },
  back_on_market: {
    notice: "search_back_on_market",
    headline: "Back on the market",
    plural: "homes back on the market",
    one: "A home back on the market matches",
    many: "Homes back on the market match",
  },
};

/** The one kind of news the listed items share, or null for a mix. */
function sharedKind(listings: AlertListing[]): NewsKind | null {
  const kinds = new Set(listings.map(newsKind));
  const [only] = kinds;
  return kinds.size === 1 && only ? only : null;
}

/** The price as the news tells it: "$450,000", or a cut's "now $400,000, was $450,000". */
function priceNews(listing: AlertListing): string {
  const { news } = listing;
  return news?.kind === "price_drop"
    ? `now ${formatPrice(news.newPrice)}, was ${formatPrice(news.oldPrice)}`
    : formatPrice(listing.price);
}

/** A listing's line of news: a new one's price, else "Price cut: now …, was …" and the like. */
function newsLine(listing: AlertListing): string {
  const kind = newsKind(listing);
  return kind === "new"
    ? formatPrice(listing.price)
    : `${TOLD[kind].headline}: ${priceNews(listing)}`;
}

/** The in-app notice of one piece of news for a saved search: it opens the listing. */
export function searchAlertNotification(
  searchName: string,
  listing: AlertListing,
): NewNotification {
  const told = TOLD[newsKind(listing)];
  return {
    kind: told.notice,
    title: `${told.headline} for ${searchName}`,
    body: listing.news ? `${listing.title}: ${priceNews(listing)}` : listing.title,
    link: listing.link,
  };
}

type Counted = Pick<SearchAlertProps, "listings" | "more">;

/** The alert's one item, or null when it carries several. */
const single = ({ listings, more }: Counted) =>
  listings.length + more === 1 ? (listings[0] ?? null) : null;

/** The subject: one item's news in full, else how many items and of which kind. */
export function searchAlertSubject(props: Counted & { searchName: string }): string {
  const one = single(props);
  if (one) {
    const price = one.news?.kind === "price_drop" ? `, ${priceNews(one)}` : "";
    return `${TOLD[newsKind(one)].headline} for ${props.searchName}: ${one.title}${price}`;
  }
  const kind = sharedKind(props.listings);
  const count = props.listings.length + props.more;
  return `${count} ${kind ? TOLD[kind].plural : "updates"} for ${props.searchName}`;
}

/** The opening line: what the news is, for which search. */
function opening(props: Counted & { searchName: string }): string {
  const one = single(props);
  const kind = one ? newsKind(one) : sharedKind(props.listings);
  const what = kind ? TOLD[kind][one ? "one" : "many"] : "News of homes that match";
  return `${what} your saved search ${props.searchName}:`;
}

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
      {newsLine(listing)}
    </Paragraph>
  );
}

/**
 * News for one saved search: an instant alert carries one item, a daily or weekly digest every
 * item since the last. The reader asked for it, yet each search can be stopped in one click
 * (topic "search" turns this search's frequency off, and only this one's).
 */
export const searchAlertMail = defineTemplate<SearchAlertProps>({
  audience: "member",
  subject: searchAlertSubject,
  body: (props, site) => (
    <>
      <Paragraph>Hi {props.name},</Paragraph>
      <Paragraph>{opening(props)}</Paragraph>
      {props.listings.map((listing) => (
        <ListingRow
          key={`${listing.link}:${listing.news?.id ?? "new"}`}
          listing={listing}
          site={site}
        />
      ))}
      {props.more > 0 ? <Paragraph>…and {props.more} more.</Paragraph> : null}
      <Action
        href={site.url(`/search${props.query ? `?${props.query}` : ""}`)}
        label="See all matches"
      />
      <Paragraph>
        <Link href={site.url(SAVED_SEARCHES_PATH)}>Manage my saved searches</Link>
      </Paragraph>
    </>
  ),
  unsubscribe: ({ searchId }) => ({ topic: "search", subject: searchId }),
});
