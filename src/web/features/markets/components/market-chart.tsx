import { formatCompact } from "@/shared/format";
import type { MarketMonth } from "@/shared/market";
import { CHART, labelledMonths, linePath, niceTicks, slotWidth, xOf, yOf } from "../chart-geometry";
import type { MarketChartSpec } from "../market-charts";
import { monthLabel } from "../market-figures";

const axisValue = (spec: MarketChartSpec, value: number) =>
  spec.format === "price" ? `$${formatCompact(value)}` : formatCompact(value);

/**
 * One market chart, drawn as SVG by the server: it shows before (and without) scripts and costs
 * the page no JavaScript. A picture of the table beside it, so hidden from assistive technology.
 */
export function MarketChart({
  spec,
  months,
}: {
  spec: MarketChartSpec;
  months: readonly MarketMonth[];
}) {
  const values = spec.series.map((series) => months.map((month) => month[series.key]));
  if (values.flat().every((value) => value == null)) {
    return (
      <p aria-hidden="true" className="py-6 text-center text-muted-foreground text-sm">
        No figures to chart for these months yet.
      </p>
    );
  }
  const ticks = niceTicks(Math.max(0, ...values.flat().map((value) => value ?? 0)));
  const top = ticks.at(-1) ?? 1;
  const bar = (slotWidth(months.length) * 0.8) / spec.series.length;
  return (
    <figure aria-hidden="true" className="space-y-2">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        // In the SVG's own units, which shrink with a phone's narrow column: larger there.
        className="h-auto w-full overflow-visible text-[12px] text-muted-foreground max-sm:text-[17px]"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y1={yOf(tick, top)}
              y2={yOf(tick, top)}
              className="stroke-border"
              strokeDasharray="3 3"
            />
            <text
              x={CHART.left - 6}
              y={yOf(tick, top)}
              textAnchor="end"
              dominantBaseline="middle"
              fill="currentColor"
            >
              {axisValue(spec, tick)}
            </text>
          </g>
        ))}
        {labelledMonths(months.length).map((index) => (
          <text
            key={months[index]?.month}
            x={xOf(index, months.length)}
            y={CHART.height - 6}
            textAnchor="middle"
            fill="currentColor"
          >
            {monthLabel(months[index]?.month ?? "")}
          </text>
        ))}
        {spec.series.map((series, seriesIndex) =>
          spec.shape === "bar" ? (
            <g key={series.key} style={{ fill: series.color }}>
              {values[seriesIndex]?.map((value, index) =>
                value == null ? null : (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: a month's place is its identity here.
                    key={index}
                    x={
                      xOf(index, months.length) - (bar * spec.series.length) / 2 + bar * seriesIndex
                    }
                    y={yOf(value, top)}
                    width={bar}
                    height={yOf(0, top) - yOf(value, top)}
                  />
                ),
              )}
            </g>
          ) : (
            <path
              key={series.key}
              d={linePath(values[seriesIndex] ?? [], top)}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              style={{ stroke: series.color }}
            />
          ),
        )}
      </svg>
      {spec.series.length > 1 ? (
        <figcaption className="flex flex-wrap justify-center gap-x-4 text-muted-foreground text-sm">
          {spec.series.map((series) => (
            <span key={series.key} className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ background: series.color }} />
              {series.label}
            </span>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
