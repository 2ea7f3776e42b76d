import { useId } from "react";

interface SwitchFieldProps {
  /** The query key it submits "true" under when on (a GET form sends nothing when off). */
  name: string;
  label: string;
  /** A short line saying what being on does. */
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off filter: a native checkbox shown as a switch (role switch; Space toggles it), so a GET
 * form submits it before the scripts have started.
 */
export function SwitchField({ name, label, hint, checked, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        value="true"
        checked={checked}
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="peer relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-background before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:before:transition-none"
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-muted-foreground text-sm">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
