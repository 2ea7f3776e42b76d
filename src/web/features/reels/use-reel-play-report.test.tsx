import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { reportAnalytics } from "@/web/lib/analytics-beacon";
import { useReelPlayReport } from "./use-reel-play-report";

vi.mock("@/web/lib/analytics-beacon", () => ({ reportAnalytics: vi.fn() }));
const reported = vi.mocked(reportAnalytics);

const REEL = "11111111-1111-4111-8111-111111111111";

/** A ten-second video whose playhead the test moves. */
function tenSecondVideo() {
  const element = document.createElement("video");
  Object.defineProperty(element, "duration", { value: 10 });
  const at = (seconds: number) => {
    element.currentTime = seconds;
    element.dispatchEvent(new Event("timeupdate"));
  };
  return { ref: { current: element }, at };
}

const render = (video: ReturnType<typeof tenSecondVideo>, play: boolean) =>
  renderHook((props: { play: boolean }) => useReelPlayReport(REEL, props.play, video.ref, true), {
    initialProps: { play },
  });

beforeEach(() => reported.mockClear());

describe("useReelPlayReport", () => {
  it("reports one view on the first play and how far it got when the reel goes", () => {
    const video = tenSecondVideo();
    const hook = render(video, false);
    expect(reported).not.toHaveBeenCalled();
    hook.rerender({ play: true });
    video.at(2);
    video.at(5);
    // Scrolled away and back: the same view.
    hook.rerender({ play: false });
    hook.rerender({ play: true });
    hook.unmount();
    expect(reported.mock.calls.map(([event]) => event)).toEqual([
      { type: "view", kind: "reel", id: REEL },
      { type: "watch", kind: "reel", id: REEL, watched: 0.5 },
    ]);
  });

  it("counts a play that came round to the start as watched to the end", () => {
    const video = tenSecondVideo();
    const hook = render(video, true);
    video.at(9.8);
    video.at(0.2);
    window.dispatchEvent(new Event("pagehide"));
    hook.unmount();
    expect(reported).toHaveBeenLastCalledWith({
      type: "watch",
      kind: "reel",
      id: REEL,
      watched: 1,
    });
    // The page hiding sent the report; leaving afterwards sends no second one.
    expect(reported).toHaveBeenCalledTimes(2);
  });

  it("reports nothing for a reel that never played", () => {
    render(tenSecondVideo(), false).unmount();
    expect(reported).not.toHaveBeenCalled();
  });
});
