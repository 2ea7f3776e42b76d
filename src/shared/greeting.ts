/** The overview's greeting by the hour of the day: before 12, 12 to 17, from 18. */
export function greetingForHour(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** "Good morning, Jane", or "Good morning, there" without a name. */
export function greeting(name: string | null | undefined, now: Date = new Date()): string {
  return `${greetingForHour(now.getHours())}, ${name?.trim() || "there"}`;
}
