import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { variants, type VariantProps } from "@/lib/variants";
import { useNotReady } from "./not-ready";

export const buttonVariants = variants(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variant: {
      default: "bg-primary text-primary-foreground hover:bg-primary/90",
      secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
      outline: "border border-input bg-background hover:bg-muted",
      ghost: "hover:bg-muted",
      destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
      link: "text-primary underline underline-offset-4 hover:no-underline",
      onImage: "bg-white text-primary hover:bg-white/90",
      onImageOutline: "border border-white text-white hover:bg-white/15",
    },
    size: {
      default: "h-11 px-5 text-sm",
      sm: "h-9 px-3 text-sm",
      lg: "h-12 px-6 text-base",
      // As lg, for a label that may need two lines on a phone (French runs long): wrap its words in
      // a span with whitespace-normal, since the base's whitespace-nowrap cannot be overridden here.
      lgWrap: "min-h-12 px-6 py-2 text-center text-base",
      icon: "size-11",
    },
  },
  { variant: "default", size: "default" },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariantProps) {
  const notReady = useNotReady(props);
  return (
    <button
      type={notReady ? "button" : type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
      {...notReady}
    />
  );
}
