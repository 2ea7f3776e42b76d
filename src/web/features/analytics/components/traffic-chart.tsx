import { format, parseISO } from "date-fns";
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsDay } from "@/shared/analytics";

const dayLabel = (day: string) => format(parseISO(day), "MMM d");

/**
 * Views and visitors per day as lines. The only module that loads recharts, and only lazily
 * (performance-panel.tsx), so no other page carries it; the table beside it holds the numbers.
 */
export default function TrafficChart({ series }: { series: AnalyticsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      {/* Hidden from assistive technology (the table reads better), so not a keyboard stop either. */}
      <LineChart
        data={series}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
      >
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
        <Legend />
        <Line
          type="monotone"
          dataKey="views"
          name="Views"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke="#059669"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
