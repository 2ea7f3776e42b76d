import { Play, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Reel } from "@/shared/reels";
import { useCueText } from "../use-cue-text";
import { useReelPlayReport } from "../use-reel-play-report";
import { useReelSource } from "../use-reel-source";
import { CaptionsToggle } from "./captions-toggle";

interface ReelVideoProps {
  reel: Reel;
  /** Give the video its source (the active reel and the next one); the rest show the poster. */
  load: boolean;
  /**
   * The reel is active and at least 60% in view. Only the scripts start a video, never the
   * markup: see decision 007 on why the first reel waits for the page to be adopted.
   */
  play: boolean;
  /** The first reels of the page: their poster is the page's largest image. */
  priority: boolean;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  /** Captions show (when the reel has them); the choice holds for every reel of the visit. */
  captions: boolean;
  onCaptionsChange: (on: boolean) => void;
  /** The caption's words at this moment of the video (null between cues), for the reel to draw. */
  onCaption: (text: string | null) => void;
  /** The video started playing (each time it does). */
  onPlaying?: () => void;
}

/** Poster widths: the whole screen on phones, the 9:16 box (at most about 500 px) beyond. */
const POSTER_SIZES = "(min-width: 768px) 500px, 100vw";

const MEDIA_CLASS = "absolute inset-0 size-full object-cover md:object-contain";

const CONTROL_CLASS =
  "absolute top-3 z-10 flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-white";

/**
 * The reel's poster, and over it the video while the reel is active or next. Muted by default;
 * a tap on the video or the sound button toggles the sound. When the browser refuses to play
 * (autoplay policy), the video stays muted and a play button takes over. The caption track's
 * words go to `onCaption`; "CC" says whether the reel shows them.
 */
export function ReelVideo({
  reel,
  load,
  play,
  priority,
  muted,
  onMutedChange,
  captions,
  onCaptionsChange,
  onCaption,
  onPlaying,
}: ReelVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const poster = useRef<HTMLImageElement>(null);
  const track = useRef<HTMLTrackElement>(null);
  const [blocked, setBlocked] = useState(false);
  const src = useReelSource(reel, load, poster);
  const captionFile = reel.video.captions;
  // The video is in the page only while the reel is loaded: a reel scrolled back to gets a new one.
  const mounted = load && src !== null;
  useReelPlayReport(reel.id, play, video, mounted);
  useCueText(track, mounted, onCaption);

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    // The video mounts once its source is picked, a render after `load`: it starts then.
    const element = src ? video.current : null;
    if (!element) return;
    if (!play) {
      element.pause();
      return;
    }
    let current = true;
    const start = async () => {
      try {
        await element.play();
        if (current) setBlocked(false);
      } catch (error) {
        // pause() or a new source interrupted the attempt: not a refusal.
        if (!current || (error instanceof DOMException && error.name === "AbortError")) return;
        if (!element.muted) {
          // Sound needs a gesture the browser did not see: play muted instead.
          element.muted = true;
          onMutedChange(true);
          try {
            await element.play();
            return;
          } catch {
            // Falls through to the play button.
          }
        }
        if (current) setBlocked(true);
      }
    };
    void start();
    return () => {
      current = false;
    };
  }, [play, src, onMutedChange]);

  const playByHand = () => {
    const element = video.current;
    if (!element) return;
    element.muted = muted;
    element.play().then(
      () => setBlocked(false),
      () => setBlocked(true),
    );
  };

  const soundLabel = muted ? "Unmute" : "Mute";
  return (
    <>
      <img
        ref={poster}
        src={reel.poster.src}
        srcSet={reel.poster.srcSet}
        sizes={POSTER_SIZES}
        width={reel.poster.width}
        height={reel.poster.height}
        alt=""
        loading={load ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={MEDIA_CLASS}
      />
      {mounted ? (
        // A tap on the picture is the familiar way to toggle sound; the 'Mute'/'Unmute' button
        // below does the same for keyboards and screen readers.
        <video
          ref={video}
          src={src}
          muted={muted}
          playsInline
          loop
          preload="auto"
          disablePictureInPicture
          className={MEDIA_CLASS}
          onPlaying={onPlaying}
          onClick={() => (blocked ? playByHand() : onMutedChange(!muted))}
        >
          {captionFile ? (
            <track
              ref={track}
              kind="captions"
              src={captionFile.url}
              srcLang={captionFile.language}
              label={captionFile.label}
            />
          ) : null}
        </video>
      ) : null}
      {captionFile ? (
        <CaptionsToggle
          on={captions}
          onChange={onCaptionsChange}
          className={`${CONTROL_CLASS} right-16`}
        />
      ) : null}
      <button
        type="button"
        aria-label={soundLabel}
        title={soundLabel}
        onClick={() => onMutedChange(!muted)}
        className={`${CONTROL_CLASS} right-3`}
      >
        {muted ? (
          <VolumeX aria-hidden="true" className="size-5" />
        ) : (
          <Volume2 aria-hidden="true" className="size-5" />
        )}
      </button>
      {blocked && load ? (
        <button
          type="button"
          aria-label="Play"
          onClick={playByHand}
          className="absolute top-1/2 left-1/2 z-10 flex size-18 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75 focus-visible:outline-white"
        >
          <Play aria-hidden="true" className="size-9 fill-current" />
        </button>
      ) : null}
    </>
  );
}
