import { useSearchParams } from "react-router";
import { ReelsPage } from "@/web/features/reels/components/reels-page";

/** The page renders its feed only once the player module is in (see lib/lazy-component.ts). */
export { playerReady as ready } from "@/web/features/reels/components/reels-page";

/** /reels, or /reels?reel=<id> to start at one reel (the link Share hands out). */
export default function ReelsRoute() {
  const [searchParams] = useSearchParams();
  return <ReelsPage from={searchParams.get("reel") || null} />;
}
