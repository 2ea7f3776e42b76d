/** Response time counts threads opened in this many days, once the realtor answered one of them. */
export const RESPONSE_TIME_DAYS = 90;

export interface ResponseTime {
  /** The median of the minutes between a thread's first message and the realtor's first reply. */
  medianMinutes: number;
  threads: number;
}

/** How the figure is made, word for word wherever it is shown. */
export function responseTimeExplained({ threads }: ResponseTime): string {
  const counted = threads === 1 ? "1 conversation" : `${threads} conversations`;
  return `The middle value of the time to a first answer over the ${counted} started in the last ${RESPONSE_TIME_DAYS} days. One still unanswered after a day counts with the time it has waited so far.`;
}

const HOUR = 60;
const RESPONSE_STEPS: [maxMinutes: number, label: string][] = [
  [HOUR, "within an hour"],
  [2 * HOUR, "within 2 hours"],
  [24 * HOUR, "within a day"],
  [72 * HOUR, "within 3 days"],
];

/** "Usually replies within 2 hours" for a median of 75 minutes. */
export function responseTimeLabel(minutes: number): string {
  const step = RESPONSE_STEPS.find(([max]) => minutes <= max);
  return step ? `Usually replies ${step[1]}` : "Usually replies in more than 3 days";
}
