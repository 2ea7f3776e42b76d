import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type {
  CompareFactRow,
  CompareFeatureRow,
  CompareHome,
  CompareMatrix,
} from "@/shared/compare";
import { PropertyImage } from "@/web/components/properties/property-image";
import { paths } from "@/web/lib/paths";
import { FACT_LABELS, factText, missingLabel } from "../compare-values";

interface CompareTableProps {
  /** The listed homes, in column order. */
  homes: readonly CompareHome[];
  matrix: CompareMatrix;
  /** Leave out the rows where every home shows the same. */
  onlyDifferences: boolean;
  /** Where a home's Remove goes: this comparison without it. */
  removeTo: (id: string) => string;
  onRemove: (id: string) => void;
}

// Phones: the names' column stays put (sticky) while the homes swipe past it one column at a
// time (scroll snap, padded by that column so a home never snaps under it).
const NAME_CELL =
  "sticky left-0 z-10 w-28 min-w-28 border-r p-3 text-left align-top font-medium text-sm sm:w-44 sm:min-w-44";
const HOME_CELL =
  "min-w-[calc(100vw-9rem)] snap-start p-3 text-left align-top text-sm sm:w-56 sm:min-w-52";

const HOME_PHOTO_SIZES = "(min-width: 640px) 224px, 60vw";

/** Facts as rows, homes as columns, with the rows that differ and the best values marked. */
export function CompareTable({
  homes,
  matrix,
  onlyDifferences,
  removeTo,
  onRemove,
}: CompareTableProps) {
  const keep = <T extends { differs: boolean }>(rows: T[]) =>
    onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const facts = keep(matrix.facts);
  const amenities = keep(matrix.amenities);
  const features = keep(matrix.features);
  const span = homes.length + 1;
  return (
    <section
      aria-label="Comparison"
      // Focusable, so the keyboard can scroll it sideways too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="max-w-full snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-xl border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:scroll-pl-44"
    >
      <table className="w-full border-separate border-spacing-0">
        <caption className="sr-only">
          {homes.length} {homes.length === 1 ? "home" : "homes"} side by side
        </caption>
        <thead>
          <tr>
            <td className={clsx(NAME_CELL, "border-b bg-background")}>
              <span className="sr-only">Fact</span>
            </td>
            {homes.map((home) => (
              <th key={home.id} scope="col" className={clsx(HOME_CELL, "border-b font-normal")}>
                <HomeHeading home={home} removeTo={removeTo(home.id)} onRemove={onRemove} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((row) => (
            <FactRow key={row.fact} row={row} homes={homes} />
          ))}
          <FeatureSection title="Amenities" rows={amenities} span={span} />
          <FeatureSection title="Features" rows={features} span={span} />
        </tbody>
      </table>
      {facts.length + amenities.length + features.length === 0 ? (
        <p className="p-4 text-muted-foreground text-sm">
          These homes show the same in every fact listed.
        </p>
      ) : null}
    </section>
  );
}

function HomeHeading({
  home,
  removeTo,
  onRemove,
}: {
  home: CompareHome;
  removeTo: string;
  onRemove: (id: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-muted">
        {home.image ? (
          <PropertyImage image={home.image} alt="" sizes={HOME_PHOTO_SIZES} fill />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground text-xs">
            No photo
          </span>
        )}
      </div>
      <Link to={paths.property(home.id)} className="font-semibold leading-snug hover:underline">
        {home.title}
      </Link>
      <span className="text-muted-foreground text-xs">
        {home.address}, {home.city}, {home.state}
      </span>
      <Link
        to={removeTo}
        onClick={() => onRemove(home.id)}
        aria-label={`Remove ${home.title} from compare`}
        className="w-fit text-muted-foreground text-xs underline underline-offset-2 hover:text-foreground"
      >
        Remove
      </Link>
    </div>
  );
}

/** A row's name, with its mark when the homes differ (a sign and words, not colour alone). */
function RowName({ name, differs }: { name: string; differs: boolean }) {
  return (
    <th
      scope="row"
      className={clsx(
        NAME_CELL,
        "border-b",
        differs ? "bg-amber-50 dark:bg-amber-950" : "bg-background",
      )}
    >
      {name}
      {differs ? (
        <>
          <span aria-hidden="true" className="ml-1 font-bold text-amber-800 dark:text-amber-300">
            ≠
          </span>
          <span className="sr-only"> (differs)</span>
        </>
      ) : null}
    </th>
  );
}

function FactRow({ row, homes }: { row: CompareFactRow; homes: readonly CompareHome[] }) {
  return (
    <tr>
      <RowName name={FACT_LABELS[row.fact]} differs={row.differs} />
      {homes.map((home, column) => {
        const value = row.values[column] ?? null;
        return (
          <td key={home.id} className={clsx(HOME_CELL, "border-b")}>
            {value === null ? (
              <Missing label={missingLabel(row.fact, home)} />
            ) : (
              <span className={clsx(row.best[column] && "font-semibold")}>
                {factText(row.fact, value, home)}
              </span>
            )}
            {row.best[column] ? <BestMark /> : null}
          </td>
        );
      })}
    </tr>
  );
}

function FeatureSection({
  title,
  rows,
  span,
}: {
  title: string;
  rows: CompareFeatureRow[];
  span: number;
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <tr>
        <th
          scope="colgroup"
          colSpan={span}
          className="border-b bg-muted/50 p-0 text-left font-semibold text-sm"
        >
          {/* The title stays in view while the homes scroll sideways. */}
          <span className="sticky left-0 inline-block px-3 py-2">{title}</span>
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.name}>
          <RowName name={row.name} differs={row.differs} />
          {row.has.map((has, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one cell per home column, in order.
            <td key={column} className={clsx(HOME_CELL, "border-b")}>
              {has ? <Has /> : <Lacks />}
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

function BestMark() {
  return (
    <span className="ml-1.5 inline-flex items-center rounded-full border border-emerald-700 px-1.5 font-semibold text-emerald-800 text-xs dark:border-emerald-400 dark:text-emerald-300">
      Best
    </span>
  );
}

const Mark = ({ children, className }: { children: ReactNode; className: string }) => (
  <span aria-hidden="true" className={clsx("mr-1.5 font-bold", className)}>
    {children}
  </span>
);

function Has() {
  return (
    <>
      <Mark className="text-emerald-700 dark:text-emerald-400">✓</Mark>
      Yes
    </>
  );
}

function Lacks() {
  return (
    <span className="text-muted-foreground">
      <Mark className="">✕</Mark>
      No
    </span>
  );
}
