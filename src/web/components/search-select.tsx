import { useId } from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";

interface SearchSelectOption {
  id: string;
  label: string;
}

interface SearchSelectProps {
  /** The group's name, e.g. "Linked property (optional)". */
  legend: string;
  /** The select's own label, e.g. "Property". */
  label: string;
  /** The search box's label (read by screen readers) and placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (text: string) => void;
  /** The option meaning "none", whose value is "". */
  noneLabel: string;
  /** The chosen id, "" for none. */
  value: string;
  onChange: (id: string) => void;
  /** The matches of the search. */
  options: readonly SearchSelectOption[];
  /** What is chosen now, kept as an option while a search does not find it. */
  current?: SearchSelectOption | null;
  busy?: boolean;
  /** Shown when the matches could not be loaded. */
  loadError?: string | null;
  hint?: string;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A search over a long list and a native select of its matches: it works with any keyboard,
 * screen reader or phone, which a hand-made listbox would have to earn.
 */
export function SearchSelect(props: SearchSelectProps) {
  const { value, onChange, current, options, error, hint } = props;
  const id = useId();
  const items = [...options];
  if (current && !items.some((item) => item.id === current.id)) items.unshift(current);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");

  return (
    <fieldset className="grid min-w-0 gap-2" disabled={props.disabled}>
      <legend className="mb-2 font-medium text-sm">{props.legend}</legend>
      <Label htmlFor={`${id}-search`} className="sr-only">
        {props.searchLabel}
      </Label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder={props.searchPlaceholder}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
      />
      <Label htmlFor={`${id}-select`}>{props.label}</Label>
      <NativeSelect
        className="w-full"
        id={`${id}-select`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-busy={props.busy || undefined}
      >
        <option value="">{props.noneLabel}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </NativeSelect>
      {props.loadError ? <p className="text-destructive text-sm">{props.loadError}</p> : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
