import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        "h-11 w-full rounded-md border border-input bg-background px-3 text-base placeholder:text-muted-foreground aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
