/**
 * What contacting, tour requests, comments and access requests answer an unverified member
 * (they must confirm their e-mail first). Kept apart from the zod schemas: the listing page's first load needs only this.
 */
export const VERIFY_FIRST_MESSAGE =
  "Please confirm your e-mail address first: open the link we sent you, or send a new one.";
