import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";

export interface ButtonProps extends ComponentProps<"button">, ButtonVariantProps {}

/**
 * A button with the app's looks. A link that should look like one is a router Link with
 * `buttonVariants()` for its class: no Slot, whose code every page would otherwise load.
 */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
