import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Reel } from "@/shared/reels";
import { reelFixture } from "../../../../../tests/components/fixtures/reels";
import { ReelVideo } from "./reel-video";

const reel = reelFixture();

function Player({ shown = reel }: { shown?: Reel }) {
  const [captions, setCaptions] = useState(true);
  return (
    <ReelVideo
      reel={shown}
      load
      play={false}
      priority={false}
      muted
      onMutedChange={() => undefined}
      captions={captions}
      onCaptionsChange={setCaptions}
    />
  );
}

describe("ReelVideo", () => {
  // This happy-dom makes a new TextTrack on every read of `track`; a browser keeps one per element.
  beforeEach(() => {
    const tracks = new WeakMap<HTMLTrackElement, TextTrack>();
    vi.spyOn(HTMLTrackElement.prototype, "track", "get").mockImplementation(function (
      this: HTMLTrackElement,
    ) {
      const track =
        tracks.get(this) ?? ({ mode: this.default ? "showing" : "disabled" } as TextTrack);
      tracks.set(this, track);
      return track;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows captions by default and CC hides and shows them again", async () => {
    const user = userEvent.setup();
    const { container } = render(<Player />);
    const toggle = await screen.findByRole("button", { name: "Captions" });
    const track = container.querySelector("track");
    expect(track?.getAttribute("src")).toBe("/media/reels/reel-1/captions.vtt");
    expect(track?.getAttribute("srclang")).toBe("en");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(track?.track.mode).toBe("hidden");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(track?.track.mode).toBe("showing");
  });

  it("plays a rendition picked in the browser, and has no CC without captions", async () => {
    const { container } = render(
      <Player shown={{ ...reel, video: { ...reel.video, captions: null } }} />,
    );
    await screen.findByRole("button", { name: "Unmute" });
    const src = container.querySelector("video")?.getAttribute("src");
    expect(reel.video.renditions.map((rendition) => rendition.url)).toContain(src);
    expect(screen.queryByRole("button", { name: "Captions" })).toBeNull();
    expect(container.querySelector("track")).toBeNull();
  });
});
