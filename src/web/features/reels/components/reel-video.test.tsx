import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Reel } from "@/shared/reels";
import { ReelVideo } from "./reel-video";

const reel: Reel = {
  id: "reel-1",
  title: "Sunny loft tour",
  video: {
    url: "/media/reels/reel-1/720.mp4",
    contentType: "video/mp4",
    width: 720,
    height: 1280,
    durationSeconds: 20,
    renditions: [
      { url: "/media/reels/reel-1/720.mp4", width: 720, height: 1280 },
      { url: "/media/reels/reel-1/360.mp4", width: 360, height: 640 },
    ],
    captions: { url: "/media/reels/reel-1/captions.vtt", language: "en", label: "English" },
  },
  poster: { src: "/poster.jpg", srcSet: "/poster.jpg 720w", width: 720, height: 1280 },
  author: null,
  property: null,
  likeCount: 0,
  commentCount: 0,
  likedByMe: false,
  createdAt: "2025-01-01T00:00:00.000Z",
};

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
