import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { variants, type VariantProps } from "@/lib/variants";

export const badgeVariants = variants(
  "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-md border border-transparent px-2 py-0.5 font-semibold [&_svg]:size-3 [&_svg]:shrink-0",
  {
    variant: {
      default: "bg-primary text-primary-foreground",
      secondary: "bg-secondary text-secondary-foreground",
    },
    // A variant, not a className override: cn() does not merge two font sizes.
    size: { default: "text-xs", lg: "text-sm" },
  },
  { variant: "default", size: "default" },
);

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-variant={variant ?? "default"} className={cn(badgeVariants({ variant, size }), className)} {...props} />
  );
}
