import { Check } from "lucide-react";
import { useId } from "react";

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

interface ChipProps {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A native radio or checkbox drawn as a pill. The invisible input covers the whole pill, so a
 * tap anywhere hits the real control, and arrow keys, Space and screen readers work as usual.
 */
function Chip({ type, name, value, label, checked, onChange }: ChipProps) {
  return (
    <label className="group relative inline-flex h-10 min-w-12 items-center justify-center gap-1.5 rounded-full border border-input px-4 font-medium text-sm transition-colors hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      {type === "checkbox" ? (
        <Check aria-hidden="true" className="hidden size-4 group-has-[:checked]:block" />
      ) : null}
      {label}
    </label>
  );
}

/** `name` is the fields' name in a submitted form (a GET form's query key); unique if left out. */
interface ChipNameProps {
  name?: string;
}

interface ChipFieldsetProps<T extends string> extends ChipNameProps {
  legend: string;
  type: ChipProps["type"];
  options: readonly ChipOption<T>[];
  isChecked: (value: T) => boolean;
  onChange: (value: T, checked: boolean) => void;
}

/** The frame both chip groups share: a fieldset named by its legend, with its chips wrapping. */
function ChipFieldset<T extends string>({
  legend,
  name,
  type,
  options,
  isChecked,
  onChange,
}: ChipFieldsetProps<T>) {
  const uniqueName = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Chip
            key={option.value}
            type={type}
            name={name ?? uniqueName}
            value={option.value}
            label={option.label}
            checked={isChecked(option.value)}
            onChange={(checked) => onChange(option.value, checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface ChipRadioGroupProps<T extends string> extends ChipNameProps {
  legend: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice of a few, e.g. Bedrooms: Any, 1, 2, 3, 4+. */
export function ChipRadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChipRadioGroupProps<T>) {
  return (
    <ChipFieldset
      legend={legend}
      name={name}
      type="radio"
      options={options}
      isChecked={(option) => option === value}
      onChange={(option) => onChange(option)}
    />
  );
}

interface ChipCheckboxGroupProps<T extends string> extends ChipNameProps {
  legend: string;
  options: readonly ChipOption<T>[];
  values: readonly T[];
  onChange: (values: T[]) => void;
}

/** Any number of choices, e.g. property types; the result keeps the options' order. */
export function ChipCheckboxGroup<T extends string>({
  legend,
  name,
  options,
  values,
  onChange,
}: ChipCheckboxGroupProps<T>) {
  const toggle = (value: T, checked: boolean) =>
    onChange(
      options
        .map((option) => option.value)
        .filter((item) => (item === value ? checked : values.includes(item))),
    );
  return (
    <ChipFieldset
      legend={legend}
      name={name}
      type="checkbox"
      options={options}
      isChecked={(option) => values.includes(option)}
      onChange={toggle}
    />
  );
}
