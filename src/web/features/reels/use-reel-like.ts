import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { Reel, ReelLikeState } from "@/shared/reels";
import { patchCachedReel } from "./api/reel-cache";
import { useSetReelLike } from "./api/set-reel-like";

interface LikeSync {
  /** What the viewer asked for last. */
  wanted: boolean;
  /** The server's latest answer: the truth the shown count is derived from. */
  server: ReelLikeState;
  running: boolean;
}

/**
 * An optimistic like toggle that never double counts. Clicks flip what is shown at once; one
 * request at a time brings the server to the last wish, and each answer (`{ liked, likeCount }`)
 * replaces the count. However fast someone clicks, the count shown is the server's count, plus
 * or minus the one change still on its way. A failure rolls back to the server's state.
 */
export function useReelLike(reel: Reel, onError: (error: unknown) => unknown) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useSetReelLike(reel.id);
  const sync = useRef<LikeSync | null>(null);

  const show = ({ wanted, server }: LikeSync) => {
    const delta = wanted === server.liked ? 0 : wanted ? 1 : -1;
    patchCachedReel(queryClient, reel.id, () => ({
      likedByMe: wanted,
      likeCount: Math.max(0, server.likeCount + delta),
    }));
  };

  const run = async (state: LikeSync) => {
    state.running = true;
    try {
      while (state.wanted !== state.server.liked) {
        try {
          state.server = await mutateAsync(state.wanted);
        } catch (error) {
          state.wanted = state.server.liked;
          onError(error);
          return;
        } finally {
          show(state);
        }
      }
    } finally {
      state.running = false;
    }
  };

  return () => {
    let state = sync.current;
    // Idle, the reel on screen is the server's state (the last answer, or a fresh feed).
    if (!state?.running) {
      const server = { liked: reel.likedByMe, likeCount: reel.likeCount };
      state = { wanted: reel.likedByMe, server, running: false };
      sync.current = state;
    }
    state.wanted = !state.wanted;
    show(state);
    if (!state.running) void run(state);
  };
}
