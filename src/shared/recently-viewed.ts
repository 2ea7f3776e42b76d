/** How many recently viewed listings are kept, per account and per browser. */
export const RECENTLY_VIEWED_KEPT = 12;
