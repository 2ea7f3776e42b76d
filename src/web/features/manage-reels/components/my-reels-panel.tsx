/** Placeholder until the realtor's reels panel lands (issue 8). */
export function MyReelsPanel() {
  return <p>Reel management arrives in the next release.</p>;
}
