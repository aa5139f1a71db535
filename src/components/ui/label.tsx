import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A form label; pass `htmlFor` so clicking it focuses its control and screen readers name the control. */
export function Label({ className, htmlFor, ...props }: ComponentProps<"label">) {
  return <label htmlFor={htmlFor} className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
