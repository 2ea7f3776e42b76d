import { formatPrice } from "@/shared/format";
import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import type { NoticeProps } from "../notice-mail";
import type { NewNotification } from "../texts";

// A home a member saved got cheaper or was taken off the market: in the app and by e-mail.
// Preference topic: notices.

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
}

/** A home the reader saved got cheaper, or was taken off the market. */
export const savedHomeChangedMail = defineTemplate<SavedHomeProps>({
  audience: "member",
  subject: ({ title, link }) =>
    link ? `Price cut: ${title}` : `A home you saved was removed: ${title}`,
  body: ({ name, title, oldPrice, price, link }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      {link ? (
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
