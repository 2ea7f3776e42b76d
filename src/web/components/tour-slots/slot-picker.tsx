import { useId } from "react";
import {
  clockLabel,
  dayLabel,
  TOUR_MODE_LABELS,
  TOUR_MODES,
  type TourMode,
  type TourSlotList,
} from "@/shared/tour-calendar";
import { cn } from "@/web/lib/cn";

export interface SlotChoice {
  date: string | null;
  startsAt: string | null;
  mode: TourMode;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const ZONE_NAMES: Record<string, string> = {
  "America/New_York": "Eastern time",
  "America/Detroit": "Eastern time",
  "America/Indiana/Indianapolis": "Eastern time",
  "America/Chicago": "Central time",
  "America/Denver": "Mountain time",
  "America/Boise": "Mountain time",
  "America/Phoenix": "Arizona time",
  "America/Los_Angeles": "Pacific time",
  "America/Anchorage": "Alaska time",
  "Pacific/Honolulu": "Hawaii time",
  "America/Puerto_Rico": "Atlantic time",
};

const choiceClass =
  "relative flex flex-col items-center justify-center rounded-md border border-input text-center transition-colors hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:disabled]:cursor-not-allowed has-[:disabled]:border-transparent has-[:disabled]:text-muted-foreground has-[:disabled]:line-through has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background";
const radioClass =
  "absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed";

const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
const monthDay = (date: string) => dayLabel(date).split(", ")[1] ?? date;

/** The first day with a free slot, for the picker to open on. */
export const firstOpenDay = (list: TourSlotList | undefined) =>
  list?.days.find((day) => day.slots.length > 0)?.date ?? null;

/**
 * A tour's time: the bookable days as a month-like grid (radios, so the arrow keys walk the open
 * days and skip the full ones), the chosen day's free times, and in person or by video. Times
 * read on the listing's clock, and say so.
 */
export function SlotPicker({
  list,
  value,
  onChange,
  legend = "Choose a day",
}: {
  list: TourSlotList;
  value: SlotChoice;
  onChange: (next: SlotChoice) => void;
  legend?: string;
}) {
  const id = useId();
  const first = list.days[0]?.date;
  const lead = first ? isoWeekday(first) - 1 : 0;
  const day = list.days.find((item) => item.date === value.date) ?? null;
  const zone = ZONE_NAMES[list.timeZone] ?? list.timeZone;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 font-medium text-sm">{legend}</legend>
        <div
          aria-hidden="true"
          className="grid grid-cols-7 gap-1 text-center text-muted-foreground text-xs"
        >
          {WEEKDAYS.map((name) => (
            <span key={name}>{name}</span>
          ))}
        </div>
        <div className="mt-1 grid grid-cols-7 gap-1">
          {list.days.map((item, index) => {
            const open = item.slots.length > 0;
            const [, , dayOfMonth] = item.date.split("-");
            const showMonth = index === 0 || dayOfMonth === "01";
            return (
              <label
                key={item.date}
                className={cn(choiceClass, "h-11 text-sm")}
                // The first day sits under its weekday.
                style={index === 0 ? { gridColumnStart: lead + 1 } : undefined}
              >
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={item.date}
                  checked={value.date === item.date}
                  disabled={!open}
                  onChange={() => onChange({ ...value, date: item.date, startsAt: null })}
                  aria-label={`${dayLabel(item.date)}${open ? "" : ", fully booked or closed"}`}
                  className={radioClass}
                />
                <span aria-hidden="true" className="leading-tight">
                  {showMonth ? monthDay(item.date) : Number(dayOfMonth)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-medium text-sm">
          {day ? `Times on ${dayLabel(day.date)}` : "Times"}{" "}
          <span className="font-normal text-muted-foreground">({zone})</span>
        </legend>
        {day ? (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {day.slots.map((slot) => (
              <label key={slot.startsAt} className={cn(choiceClass, "h-10 text-sm")}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={slot.startsAt}
                  checked={value.startsAt === slot.startsAt}
                  onChange={() => onChange({ ...value, startsAt: slot.startsAt })}
                  className={radioClass}
                />
                {clockLabel(slot.time)}
              </label>
            ))}
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">Choose a day to see its free times.</p>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-medium text-sm">How</legend>
        <div className="grid grid-cols-2 gap-2">
          {TOUR_MODES.map((mode) => (
            <label key={mode} className={cn(choiceClass, "h-10 text-sm")}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={value.mode === mode}
                onChange={() => onChange({ ...value, mode })}
                className={radioClass}
              />
              {TOUR_MODE_LABELS[mode]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
