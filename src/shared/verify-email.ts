/**
 * What contacting, tour requests, comments and access requests answer an unverified member
 * (issue 23 §4). Kept apart from the zod schemas: the listing page's first load needs only this.
 */
export const VERIFY_FIRST_MESSAGE =
  "Please confirm your e-mail address first: open the link we sent you, or send a new one.";
