/**
 * Button looks, for buttons and for router Links that look like one (which take the class
 * straight, with no Slot). Plain strings rather than class-variance-authority: nothing here needs
 * compound variants, and every page loads this before anything else (bundle budget).
 */
const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
};

const SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-11 px-6 text-base",
  icon: "size-10",
};

export interface ButtonVariantProps {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
}

/** The class list for a look; `className` is appended (use cn() when it must override). */
export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return `${BASE} ${VARIANTS[variant ?? "default"]} ${SIZES[size ?? "default"]}${className ? ` ${className}` : ""}`;
}
