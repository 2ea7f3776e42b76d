import type { AnalyticsCounts } from "@/shared/analytics";

type CountKey = "views" | "visitors" | "saves" | "shares" | "leads" | "tours";

/** The counts every listing and reel has, in the order the tables show them. */
export const COUNT_COLUMNS: { key: CountKey; label: string }[] = [
  { key: "views", label: "Views" },
  { key: "visitors", label: "Visitors" },
  { key: "saves", label: "Saves" },
  { key: "shares", label: "Shares" },
  { key: "leads", label: "Leads" },
  { key: "tours", label: "Tour requests" },
];

/** A share (0 to 1) as a whole percentage; a dash without plays. */
export const percent = (share: number | null) =>
  share === null ? "–" : `${Math.round(share * 100)}%`;

/** Whether anything at all was counted. */
export const hasActivity = (counts: AnalyticsCounts) =>
  COUNT_COLUMNS.some(({ key }) => counts[key] > 0) || counts.plays > 0;
