/**
 * The password reset's words, zod-free so the /forgot-password page carries no schema library.
 */

/** Said the same way whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses this address, we have sent it a link to choose a new password. It works for one hour.";
