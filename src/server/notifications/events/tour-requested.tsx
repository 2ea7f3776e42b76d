import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { NOTIFICATIONS_PATH, type NoticeProps, noticesTopic } from "../notice-mail";
import { type NewNotification, tourDayLabel } from "../texts";

// A signed-in member asks to tour a listing on a day: the realtor hears it in the app and by
// e-mail. Preference topic: notices.

const propertyLink = (propertyId: string) => `/property/${propertyId}`;

/** For the realtor, when a signed-in user asks to tour their listing on a day. */
export function tourRequestedNotification(
  property: { id: string; title: string },
  userName: string,
  isoDate: string,
): NewNotification {
  return {
    kind: "tour_requested",
    title: `Tour requested for ${property.title}`,
    body: `${userName} would like to tour it on ${tourDayLabel(isoDate)}`,
    link: propertyLink(property.id),
  };
}

interface TourProps extends NoticeProps {
  requesterName: string;
  listingTitle: string;
  /** The day as the notification shows it, e.g. "Saturday, November 28". */
  day: string;
  /** The window's label, e.g. "Morning (9–12)"; unset for requests from before windows. */
  window?: string;
  message: string | null;
  /** The thread the request opened, where the realtor answers it. */
  threadPath?: string;
}

export const tourRequestedMail = defineTemplate<TourProps>({
  audience: "member",
  subject: ({ listingTitle }) => `Tour requested for ${listingTitle}`,
  body: ({ name, requesterName, listingTitle, day, window, message, threadPath }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        {requesterName} would like to tour {listingTitle} on {day}
        {window ? `, ${window}` : ""}.
      </Paragraph>
      {message ? <Quote>{message}</Quote> : null}
      {threadPath ? (
        <Action href={site.url(threadPath)} label="Accept, decline or propose another time" />
      ) : (
        <Action href={site.url(NOTIFICATIONS_PATH)} label="Open my notifications" />
      )}
    </>
  ),
  unsubscribe: noticesTopic,
});
