import { lazy, Suspense } from "react";
import { formatResumeIntent } from "@/web/lib/resume-intent";
import { useResumeIntent } from "@/web/lib/use-resume-intent";

// Their code loads only when a visitor comes back from signing in with one to finish.
const RESUMERS = {
  save: lazy(() => import("@/web/features/saved/components/resume-save")),
  like: lazy(() => import("@/web/features/reels/components/resume-like")),
  "like-post": lazy(() => import("@/web/features/blog/components/resume-post-like")),
  "save-search": lazy(() => import("@/web/features/saved-searches/components/resume-save-search")),
};
const ACTIONS = ["save", "like", "like-post", "save-search"] as const;

/**
 * Finishes the save (of a home or a search) or like (of a reel or a post) a visitor started before signing in, on whichever page they came
 * back to: here rather than in the buttons, so it happens (or says why not) even when the
 * button is not on the page any more. Request Tour needs a day, so its form takes its own.
 */
export function ResumeIntents() {
  const intent = useResumeIntent(ACTIONS);
  if (!intent) return null;
  const Resume = RESUMERS[intent.action];
  return (
    <Suspense fallback={null}>
      <Resume
        key={`${intent.userId} ${formatResumeIntent(intent)}`}
        id={intent.id}
        userId={intent.userId}
      />
    </Suspense>
  );
}
