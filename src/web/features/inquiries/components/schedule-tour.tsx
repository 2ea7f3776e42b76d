import { CalendarDays } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { TOUR_WINDOW_LABELS, TOUR_WINDOWS, type TourWindow } from "@/shared/conversations";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { VerifyEmailPrompt } from "@/web/components/verify-email-prompt";
import { ApiClientError } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/auth-context";
import { mustVerifyEmail } from "@/web/lib/auth/must-verify";
import { notifyError, notifyInfo, notifySuccess } from "@/web/lib/notify";
import { promptSignIn } from "@/web/lib/sign-in-prompt";
import { useResumeIntent } from "@/web/lib/use-resume-intent";
import { useSignInPath } from "@/web/lib/use-sign-in-path";
import { useRequestTour } from "../api/request-tour";
import { tourDays } from "../tour-days";

const TOUR = ["tour"] as const;

/** The tour form's anchor, for links that lead to it (the phone's action bar). */
export const SCHEDULE_TOUR_ID = "schedule-tour";

const choiceClass =
  "relative flex flex-col items-center rounded-lg border border-input px-2 py-2.5 text-center transition-colors hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background";
const radioClass = "absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0";

/**
 * 'Schedule a Tour': pick Today, Tomorrow, Saturday or Sunday and a time of day (morning first,
 * so the form is complete once a day is picked), then 'Request Tour'.
 */
export function ScheduleTour({ propertyId }: { propertyId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const titleId = useId();
  const days = useMemo(() => tourDays(), []);
  const [chosen, setChosen] = useState<string | null>(null);
  const [timeOfDay, setTimeOfDay] = useState<TourWindow>("morning");
  const [mustVerify, setMustVerify] = useState(false);
  const { mutateAsync, isPending } = useRequestTour(propertyId);
  const section = useRef<HTMLElement>(null);
  const signInPath = useSignInPath({ intent: { action: "tour", id: propertyId } });
  const resumed = useResumeIntent(TOUR)?.id === propertyId;
  // Back from signing in: a request needs a day, so the form is brought back to be finished.
  useEffect(() => {
    if (!resumed) return;
    section.current?.scrollIntoView({ block: "center" });
    section.current?.querySelector("input")?.focus({ preventScroll: true });
    notifyInfo("Request a tour", "Choose a day, then press Request Tour.");
  }, [resumed]);
  // Chosen by label: on a Friday, Tomorrow and Saturday are the same date.
  const day = days.find((item) => item.label === chosen) ?? null;

  const request = async () => {
    if (!day) return;
    if (!user) {
      promptSignIn("Please sign in to request a tour.", () => navigate(signInPath));
      return;
    }
    try {
      await mutateAsync({ date: day.value, window: timeOfDay });
      const when = `${day.long}, ${TOUR_WINDOW_LABELS[timeOfDay].toLowerCase()}`;
      notifySuccess("Tour requested", `We sent your request for ${when}.`);
    } catch (error) {
      if (mustVerifyEmail(error)) return setMustVerify(true);
      const repeated = error instanceof ApiClientError && error.status === 409;
      notifyError(repeated ? "Tour already requested" : "Error", error, "Failed to request tour.");
    }
  };

  return (
    <section
      ref={section}
      id={SCHEDULE_TOUR_ID}
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg">
        <CalendarDays aria-hidden="true" className="size-5 text-primary" />
        Schedule a Tour
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void request();
        }}
        className="space-y-4"
      >
        <div role="radiogroup" aria-labelledby={titleId} className="grid grid-cols-2 gap-2">
          {days.map((item) => (
            <label key={item.label} className={choiceClass}>
              <input
                type="radio"
                name={`${titleId}-day`}
                value={item.label}
                checked={day?.label === item.label}
                onChange={() => setChosen(item.label)}
                aria-label={item.label}
                aria-describedby={`${titleId}-${item.label}`}
                className={radioClass}
              />
              <span className="font-medium">{item.label}</span>
              <span id={`${titleId}-${item.label}`} className="text-sm">
                {item.short}
              </span>
            </label>
          ))}
        </div>
        <p id={`${titleId}-window`} className="font-medium text-sm">
          Time of day
        </p>
        <div
          role="radiogroup"
          aria-labelledby={`${titleId}-window`}
          className="grid grid-cols-3 gap-2 text-sm"
        >
          {TOUR_WINDOWS.map((value) => (
            <label key={value} className={choiceClass}>
              <input
                type="radio"
                name={`${titleId}-window`}
                value={value}
                checked={timeOfDay === value}
                onChange={() => setTimeOfDay(value)}
                className={radioClass}
              />
              {TOUR_WINDOW_LABELS[value]}
            </label>
          ))}
        </div>
        {mustVerify ? <VerifyEmailPrompt /> : null}
        <SubmitButton busy={isPending} busyLabel="Requesting..." disabled={!day} className="w-full">
          Request Tour
        </SubmitButton>
      </form>
    </section>
  );
}
