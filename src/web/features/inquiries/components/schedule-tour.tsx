import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { threadPath, type UpcomingTour } from "@/shared/conversations";
import { TOUR_CALENDAR_MESSAGES } from "@/shared/tour-calendar";
import { LoadError } from "@/web/components/table/load-error";
import { firstOpenDay, type SlotChoice, SlotPicker } from "@/web/components/tour-slots/slot-picker";
import { Skeleton } from "@/web/components/ui/skeleton";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { VerifyEmailPrompt } from "@/web/components/verify-email-prompt";
import { ApiClientError } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/auth-context";
import { mustVerifyEmail } from "@/web/lib/auth/must-verify";
import { notifyError, notifyInfo, notifySuccess } from "@/web/lib/notify";
import { promptSignIn } from "@/web/lib/sign-in-prompt";
import { useTourSlots } from "@/web/lib/tour-slots";
import { useResumeIntent } from "@/web/lib/use-resume-intent";
import { useSignInPath } from "@/web/lib/use-sign-in-path";
import { useMyTourRequests } from "../api/my-tour-requests";
import { useRequestTour } from "../api/request-tour";
import { useLeadSource } from "../lead-source";
import { ScheduleTourShell } from "./schedule-tour-shell";

const TOUR = ["tour"] as const;

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** What the buyer's own tour of this listing is at, in one line. */
function requestLine(tour: UpcomingTour): string {
  switch (tour.status) {
    case "proposed":
      return `The realtor proposed ${tour.when} instead. Answer in your messages.`;
    case "accepted":
      return `Your tour is confirmed for ${tour.when}.`;
    default:
      return `You asked to tour this on ${tour.when}. The realtor will answer soon.`;
  }
}

/**
 * 'Schedule a Tour': a day over the next 30 (where the home is), one of the realtor's free
 * times that day, in person or by video, then 'Request Tour'. A buyer with a request waiting
 * sees it here instead of the form.
 */
export function ScheduleTour({ propertyId }: { propertyId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const titleId = useId();
  const slots = useTourSlots(propertyId);
  const mine = useMyTourRequests(propertyId, Boolean(user));
  const [choice, setChoice] = useState<SlotChoice>({
    date: null,
    startsAt: null,
    mode: "in_person",
  });
  const [mustVerify, setMustVerify] = useState(false);
  const { mutateAsync, isPending } = useRequestTour(propertyId);
  const source = useLeadSource();
  const section = useRef<HTMLElement>(null);
  const signInPath = useSignInPath({ intent: { action: "tour", id: propertyId } });
  const resumed = useResumeIntent(TOUR)?.id === propertyId;
  // Back from signing in: a request needs a time, so the form is brought back to be finished.
  useEffect(() => {
    if (!resumed) return;
    section.current?.scrollIntoView({ block: "center" });
    notifyInfo("Request a tour", "Choose a day and a time, then press Request Tour.");
  }, [resumed]);
  const loaded = slots.isSuccess;
  useEffect(() => {
    if (!resumed || !loaded) return;
    const day = section.current?.querySelector<HTMLInputElement>("input:checked:not(:disabled)");
    day?.focus({ preventScroll: true });
  }, [resumed, loaded]);
  const date = choice.date ?? firstOpenDay(slots.data);
  const waiting = mine.data?.items.find((tour) => tour.status !== "accepted");
  const confirmed = mine.data?.items.filter((tour) => tour.status === "accepted") ?? [];

  const request = async () => {
    if (!choice.startsAt) return;
    if (!user) {
      promptSignIn("Please sign in to request a tour.", () => navigate(signInPath));
      return;
    }
    try {
      await mutateAsync({ startsAt: choice.startsAt, mode: choice.mode, source });
      notifySuccess("Tour requested", "The realtor will confirm or suggest another time.");
      setChoice((current) => ({ ...current, startsAt: null }));
    } catch (error) {
      if (mustVerifyEmail(error)) return setMustVerify(true);
      const taken =
        error instanceof ApiClientError && error.message === TOUR_CALENDAR_MESSAGES.slotTaken;
      if (taken) setChoice((current) => ({ ...current, startsAt: null }));
      const conflict = error instanceof ApiClientError && error.status === 409;
      notifyError(
        taken ? "That time was just taken" : conflict ? "Tour already requested" : "Error",
        error,
        "Failed to request tour.",
      );
    }
  };

  const notes = [...(waiting ? [waiting] : []), ...confirmed];
  return (
    <ScheduleTourShell titleId={titleId} sectionRef={section}>
      {notes.length > 0 ? (
        <ul className="space-y-2">
          {notes.map((tour) => (
            <li key={tour.id} className="rounded-lg bg-muted p-3 text-sm">
              <p className="font-medium">{requestLine(tour)}</p>
              <Link to={threadPath("member", tour.conversationId)} className={linkClass}>
                Open the conversation
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {waiting ? null : slots.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : slots.isError ? (
        <LoadError
          error={slots.error}
          title="Failed to load the free times"
          onRetry={() => slots.refetch()}
        />
      ) : !firstOpenDay(slots.data) ? (
        <p className="text-muted-foreground text-sm">
          No free times in the next 30 days. Contact the agent to arrange a visit.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void request();
          }}
          className="space-y-4"
        >
          <SlotPicker list={slots.data} value={{ ...choice, date }} onChange={setChoice} />
          {mustVerify ? <VerifyEmailPrompt /> : null}
          <SubmitButton
            busy={isPending}
            busyLabel="Requesting..."
            disabled={!choice.startsAt}
            className="w-full"
          >
            Request Tour
          </SubmitButton>
        </form>
      )}
    </ScheduleTourShell>
  );
}
