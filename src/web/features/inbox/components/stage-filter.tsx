import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from "@/shared/leads";
import { ChipRadioGroup } from "@/web/components/ui/choice-chips";
import { useLeadStageCounts } from "../api/leads";

type StageChoice = LeadStage | "all";

interface StageFilterProps {
  value: LeadStage | null;
  onChange: (stage: LeadStage | null) => void;
}

/** The realtor's Inbox by lead stage, each with its count (counts appear once loaded). */
export function StageFilter({ value, onChange }: StageFilterProps) {
  const counts = useLeadStageCounts().data;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const label = (text: string, n: number | null | undefined) =>
    n === null || n === undefined ? text : `${text} (${n})`;
  const options = [
    { value: "all" as StageChoice, label: label("All", total) },
    ...LEAD_STAGES.map((stage) => ({
      value: stage as StageChoice,
      label: label(LEAD_STAGE_LABELS[stage], counts?.[stage]),
    })),
  ];
  return (
    <ChipRadioGroup
      legend="Lead stage"
      options={options}
      value={value ?? "all"}
      onChange={(choice) => onChange(choice === "all" ? null : choice)}
    />
  );
}
