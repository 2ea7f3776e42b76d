import { CalendarCog, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import {
  dayLabel,
  TOUR_SLOT_LENGTHS,
  type TourAvailability,
  WEEKDAY_NAMES,
  type WeeklyHours,
} from "@/shared/tour-calendar";
import { LoadError } from "@/web/components/table/load-error";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Skeleton } from "@/web/components/ui/skeleton";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import {
  useAddTourBlock,
  useRemoveTourBlock,
  useSaveTourHours,
  useTourAvailability,
} from "../api/tour-availability";

const OPEN_DAY = { start: "09:00", end: "18:00" };

/**
 * 'Tour hours': when buyers may book tours of the realtor's listings (each listing's own clock),
 * how long a tour lasts, and the days off. Buyers see only the free slots these leave.
 */
export function TourHours() {
  const availability = useTourAvailability();
  return (
    <section aria-labelledby="tour-hours" className="space-y-4 rounded-xl border p-4">
      <h2 id="tour-hours" className="flex items-center gap-2 font-semibold text-lg">
        <CalendarCog aria-hidden="true" className="size-5 text-primary" />
        Your tour hours
      </h2>
      {availability.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : availability.isError ? (
        <LoadError
          error={availability.error}
          title="Failed to load your tour hours"
          onRetry={() => availability.refetch()}
        />
      ) : (
        <>
          <HoursForm saved={availability.data} />
          <BlockedDays saved={availability.data} />
        </>
      )}
    </section>
  );
}

function HoursForm({ saved }: { saved: TourAvailability }) {
  const id = useId();
  const [weekly, setWeekly] = useState<WeeklyHours>(saved.weekly);
  const [slotMinutes, setSlotMinutes] = useState<number>(saved.slotMinutes);
  const save = useSaveTourHours();
  const setDay = (index: number, hours: WeeklyHours[number]) =>
    setWeekly((current) => current.map((day, at) => (at === index ? hours : day)));

  return (
    <form
      className="space-y-3"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await save.mutateAsync({ weekly, slotMinutes });
          notifySuccess("Tour hours saved", "Buyers now see your new free times.");
        } catch (error) {
          notifyError("Failed to save your tour hours", error, "Check the times and try again.");
        }
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-muted-foreground text-sm">
          Each day's hours, on the clock where the home is.
        </legend>
        {WEEKDAY_NAMES.map((name, index) => {
          const hours = weekly[index] ?? null;
          return (
            <div key={name} className="flex flex-wrap items-center gap-2">
              <label className="flex w-32 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={hours !== null}
                  onChange={(event) => setDay(index, event.target.checked ? OPEN_DAY : null)}
                  className="size-4 accent-primary"
                />
                {name}
              </label>
              {hours ? (
                <>
                  <Input
                    type="time"
                    step={900}
                    aria-label={`${name} from`}
                    value={hours.start}
                    onChange={(event) => setDay(index, { ...hours, start: event.target.value })}
                    className="w-28"
                  />
                  <span aria-hidden="true">–</span>
                  <Input
                    type="time"
                    step={900}
                    aria-label={`${name} until`}
                    value={hours.end}
                    onChange={(event) => setDay(index, { ...hours, end: event.target.value })}
                    className="w-28"
                  />
                </>
              ) : (
                <span className="text-muted-foreground text-sm">No tours</span>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-length`}>Tour length</Label>
          <NativeSelect
            id={`${id}-length`}
            value={slotMinutes}
            onChange={(event) => setSlotMinutes(Number(event.target.value))}
          >
            {TOUR_SLOT_LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </NativeSelect>
        </div>
        <SubmitButton busy={save.isPending} busyLabel="Saving...">
          Save tour hours
        </SubmitButton>
      </div>
    </form>
  );
}

function BlockedDays({ saved }: { saved: TourAvailability }) {
  const id = useId();
  const [firstDay, setFirstDay] = useState("");
  const [lastDay, setLastDay] = useState("");
  const [note, setNote] = useState("");
  const add = useAddTourBlock();
  const remove = useRemoveTourBlock();

  return (
    <div className="space-y-3 border-t pt-3">
      <h3 className="font-medium">Days off</h3>
      {saved.blocks.length === 0 ? (
        <p className="text-muted-foreground text-sm">No days off planned.</p>
      ) : (
        <ul className="divide-y text-sm">
          {saved.blocks.map((block) => {
            const span =
              block.firstDay === block.lastDay
                ? dayLabel(block.firstDay)
                : `${dayLabel(block.firstDay)} – ${dayLabel(block.lastDay)}`;
            return (
              <li key={block.id} className="flex items-center justify-between gap-2 py-1">
                <span>
                  {span}
                  {block.note ? ` · ${block.note}` : ""}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove days off ${span}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove
                      .mutateAsync(block.id)
                      .catch((error) => notifyError("Failed to remove", error, "Please try again."))
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await add.mutateAsync({
              firstDay,
              lastDay: lastDay || firstDay,
              note: note || undefined,
            });
            setFirstDay("");
            setLastDay("");
            setNote("");
            notifySuccess("Days off added", "No tours will be offered then.");
          } catch (error) {
            notifyError("Failed to add days off", error, "Check the days and try again.");
          }
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`${id}-first`}>From</Label>
          <Input
            id={`${id}-first`}
            type="date"
            required
            value={firstDay}
            onChange={(event) => setFirstDay(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-last`}>Until</Label>
          <Input
            id={`${id}-last`}
            type="date"
            min={firstDay || undefined}
            value={lastDay}
            onChange={(event) => setLastDay(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-note`}>Note (optional)</Label>
          <Input
            id={`${id}-note`}
            value={note}
            maxLength={100}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <SubmitButton busy={add.isPending} busyLabel="Adding..." variant="outline">
          Add days off
        </SubmitButton>
      </form>
    </div>
  );
}
