import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Reel } from "@/shared/reels";
import { reelFixture } from "../../../../../tests/components/fixtures/reels";
import { renderRoute } from "../../../../../tests/components/render";
import { ReelItem } from "./reel-item";

const reel = reelFixture();

/** A caption track as a browser keeps it: one per element, announcing each change of cue. */
class FakeTextTrack extends EventTarget {
  mode: TextTrackMode = "disabled";
  activeCues: { getCueAsHTML: () => DocumentFragment }[] = [];

  showCues(...lines: string[]) {
    this.activeCues = lines.map((line) => ({
      getCueAsHTML: () => {
        const words = document.createDocumentFragment();
        words.append(line);
        return words;
      },
    }));
    this.dispatchEvent(new Event("cuechange"));
  }
}

function Player({ shown = reel, load = true }: { shown?: Reel; load?: boolean }) {
  const [captions, setCaptions] = useState(true);
  return (
    <ReelItem
      reel={shown}
      index={0}
      setSize={1}
      load={load}
      play={false}
      muted
      onMutedChange={() => undefined}
      captions={captions}
      onCaptionsChange={setCaptions}
      onPlaying={() => undefined}
      observe={() => undefined}
      onComment={() => undefined}
      onCommentIntent={() => undefined}
    />
  );
}

describe("ReelItem", () => {
  // This happy-dom makes a new TextTrack on every read of `track`, with no cues.
  const tracks = new WeakMap<HTMLTrackElement, FakeTextTrack>();
  const trackOf = (element: HTMLTrackElement) => {
    const track = tracks.get(element) ?? new FakeTextTrack();
    tracks.set(element, track);
    return track;
  };
  beforeEach(() => {
    vi.spyOn(HTMLTrackElement.prototype, "track", "get").mockImplementation(function (
      this: HTMLTrackElement,
    ) {
      return trackOf(this) as unknown as TextTrack;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("draws the caption's words itself, follows the cues, and CC hides and shows them", async () => {
    const { container, user } = renderRoute("/reels", () => <Player />);
    const toggle = await screen.findByRole("button", { name: "Captions" });
    // The video, and its track, mount once the browser has picked a rendition.
    const element = await vi.waitUntil(() => container.querySelector("track"));
    expect(element.getAttribute("src")).toBe("/media/reels/reel-1/captions.vtt");
    expect(element.getAttribute("srclang")).toBe("en");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    const track = trackOf(element);
    // Loaded and followed, never drawn by the browser: set by an effect, after the track mounts.
    await waitFor(() => expect(track.mode).toBe("hidden"));

    act(() => track.showCues("Welcome to the loft"));
    expect(screen.getByText("Welcome to the loft")).toBeTruthy();
    act(() => track.showCues("South-facing", "with a balcony"));
    expect(screen.queryByText("Welcome to the loft")).toBeNull();
    expect(screen.getByText(/South-facing\s+with a balcony/)).toBeTruthy();
    act(() => track.showCues());
    expect(screen.queryByText(/South-facing/)).toBeNull();

    act(() => track.showCues("Open plan kitchen"));
    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByText("Open plan kitchen")).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Open plan kitchen")).toBeTruthy();
    expect(track.mode).toBe("hidden");
  });

  it("follows the new video's track when the reel is scrolled away and back", async () => {
    function ScrollingPlayer() {
      const [load, setLoad] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setLoad(!load)}>
            Scroll
          </button>
          <Player load={load} />
        </>
      );
    }
    const { container, user } = renderRoute("/reels", ScrollingPlayer);
    const first = await vi.waitUntil(() => container.querySelector("track"));
    act(() => trackOf(first).showCues("Welcome to the loft"));
    expect(screen.getByText("Welcome to the loft")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Scroll" }));
    expect(container.querySelector("track")).toBeNull();
    expect(screen.queryByText("Welcome to the loft")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Scroll" }));
    const second = await vi.waitUntil(() => container.querySelector("track"));
    expect(second).not.toBe(first);
    await waitFor(() => expect(trackOf(second).mode).toBe("hidden"));
    act(() => trackOf(second).showCues("South-facing balcony"));
    expect(screen.getByText("South-facing balcony")).toBeTruthy();
  });

  it("plays a rendition picked in the browser, and has no CC without captions", async () => {
    const { container } = renderRoute("/reels", () => (
      <Player shown={{ ...reel, video: { ...reel.video, captions: null } }} />
    ));
    const video = await vi.waitUntil(() => container.querySelector("video"));
    const src = video.getAttribute("src");
    expect(reel.video.renditions.map((rendition) => rendition.url)).toContain(src);
    expect(screen.queryByRole("button", { name: "Captions" })).toBeNull();
    expect(container.querySelector("track")).toBeNull();
  });
});
