import { formatPrice } from "@/shared/format";
import { type ListingOffer, type ListingStatus, statusLabel } from "@/shared/listing-life";
import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import type { NoticeProps } from "../notice-mail";
import type { NewNotification } from "../texts";

// A home a member saved got cheaper, changed stage, was given an open house, or was removed: in
// the app and by e-mail.
// Preference topic: notices.

/** What a saved home's change of stage says: a headline and a sentence. */
export interface StatusNews {
  headline: string;
  sentence: string;
}

/** The news of a saved home's new stage, worded for its offer ("Sold" or "Rented"). */
export function statusNews(listing: {
  title: string;
  price: number;
  offer: ListingOffer;
  status: Exclude<ListingStatus, "coming_soon">;
  closedPrice: number | null;
}): StatusNews {
  const label = statusLabel(listing.offer, listing.status);
  const price = formatPrice(listing.price);
  switch (listing.status) {
    case "active":
      return {
        headline: `On the market: ${listing.title}`,
        sentence: `${label} at ${price}${listing.offer === "rent" ? " a month" : ""}.`,
      };
    case "pending":
      return {
        headline: `${label}: ${listing.title}`,
        sentence: `${listing.offer === "rent" ? "An application is pending" : "It is under contract"}. We will tell you if it comes back on the market.`,
      };
    case "closed":
      return {
        headline: `${label}: ${listing.title}`,
        sentence: `${label} for ${formatPrice(listing.closedPrice ?? listing.price)}.`,
      };
    case "off_market":
      return {
        headline: `Off the market: ${listing.title}`,
        sentence: "It was taken off the market. We will tell you if it comes back.",
      };
  }
}

/** In the app, a saved home's new stage. */
export function savedHomeStatusNotification(news: StatusNews, link: string): NewNotification {
  return { kind: "saved_home_status", title: news.headline, body: news.sentence, link };
}

/** A saved home's open house as its alert tells it: when, on the listing's clock. */
export interface OpenHouseNews {
  /** "Sat, Dec 5 · 1:00–3:00 PM CST" */
  when: string;
  virtual: boolean;
}

/** In the app, a saved home's new open house. */
export function savedHomeOpenHouseNotification(
  title: string,
  openHouse: OpenHouseNews,
  link: string,
): NewNotification {
  return {
    kind: "saved_home_open_house",
    title: `${openHouse.virtual ? "Virtual open house" : "Open house"}: ${title}`,
    body: openHouse.when,
    link,
  };
}

/** In the app, a saved home's new lower price. */
export function savedHomePriceDropNotification(
  listing: { title: string; price: number },
  oldPrice: number,
  link: string,
): NewNotification {
  return {
    kind: "saved_home_price_drop",
    title: `Price cut: ${listing.title}`,
    body: `Now ${formatPrice(listing.price)}, was ${formatPrice(oldPrice)}`,
    link,
  };
}

/** In the app, a saved home taken off the market (nothing is left to open). */
export function savedHomeRemovedNotification(title: string, price: number): NewNotification {
  return {
    kind: "saved_home_removed",
    title: `A home you saved was removed: ${title}`,
    body: `${title} (${formatPrice(price)}) is no longer listed`,
    link: null,
  };
}

interface SavedHomeProps extends NoticeProps {
  title: string;
  /** The price drop's old price; unset for a removed listing. */
  oldPrice?: number;
  price: number;
  /** Null when the listing was removed (there is nothing left to open). */
  link: string | null;
  /** Set for a change of stage, which it tells instead of a price. */
  status?: StatusNews;
  /** Set for a new open house, which it tells instead of a price. */
  openHouse?: OpenHouseNews;
}

/** A home the reader saved got cheaper, changed stage, or was removed. */
export const savedHomeChangedMail = defineTemplate<SavedHomeProps>({
  audience: "member",
  subject: ({ title, link, status, openHouse }) =>
    openHouse
      ? `${openHouse.virtual ? "Virtual open house" : "Open house"}: ${title}`
      : status
        ? status.headline
        : link
          ? `Price cut: ${title}`
          : `A home you saved was removed: ${title}`,
  body: ({ name, title, oldPrice, price, link, status, openHouse }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      {openHouse && link ? (
        <>
          <Paragraph>
            {title}, a home you saved, has {openHouse.virtual ? "a virtual" : "an"} open house:{" "}
            {openHouse.when}.
          </Paragraph>
          <Action href={site.url(link)} label="See the listing" />
        </>
      ) : status && link ? (
        <>
          <Paragraph>
            {title}, a home you saved: {status.sentence}
          </Paragraph>
          <Action href={site.url(link)} label="See the listing" />
        </>
      ) : link ? (
        <>
          <Paragraph>
            {title}, a home you saved, is now {formatPrice(price)}
            {oldPrice ? ` (was ${formatPrice(oldPrice)})` : ""}.
          </Paragraph>
          <Action href={site.url(link)} label="See the listing" />
        </>
      ) : (
        <Paragraph>
          {title} ({formatPrice(price)}), a home you saved, has been removed from {site.name}.
        </Paragraph>
      )}
    </>
  ),
  // A notice about something that happened, like a message: the notices switch turns it off.
  unsubscribe: ({ memberId }) => ({ topic: "notices", subject: memberId }),
});
