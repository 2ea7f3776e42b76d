import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";

export interface ButtonProps extends ComponentProps<"button">, ButtonVariantProps {
  /** Renders the single child (e.g. a router Link) with the button's looks instead of a button. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
