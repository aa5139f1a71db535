import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { variants, type VariantProps } from "@/lib/variants";

/** A long unbroken word (a pasted URL, a name) wraps inside the card instead of widening the page. */
export function Card({ className, ...props }: ComponentProps<"article">) {
  return (
    <article
      className={cn(
        "flex flex-col rounded-lg border border-border bg-card text-card-foreground shadow-sm wrap-anywhere",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-5 pb-3", className)} {...props} />;
}

/** The text size is a variant, not a className override: cn() does not merge two font sizes. */
export const cardTitleVariants = variants(
  "font-semibold leading-snug",
  { size: { default: "text-lg", lg: "text-xl" } },
  { size: "default" },
);

/** A card's heading; `as` keeps the page's heading levels in order (h2 under a page's h1). */
export function CardTitle({
  className,
  size,
  as: Heading = "h3",
  ...props
}: ComponentProps<"h3"> & VariantProps<typeof cardTitleVariants> & { as?: "h2" | "h3" }) {
  return <Heading className={cn(cardTitleVariants({ size }), className)} {...props} />;
}

/** The text size is a variant, not a className override: cn() does not merge two font sizes. */
export const cardDescriptionVariants = variants(
  "text-muted-foreground",
  { size: { default: "text-sm", lg: "text-base" } },
  { size: "default" },
);

export function CardDescription({
  className,
  size,
  ...props
}: ComponentProps<"p"> & VariantProps<typeof cardDescriptionVariants>) {
  return <p className={cn(cardDescriptionVariants({ size }), className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-5 pb-5", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex items-center px-5 pb-5", className)} {...props} />;
}
