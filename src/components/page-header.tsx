import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A page's one h1 and the sentence under it. */
export function PageHeader({
  title,
  subtitle,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("max-w-2xl", className)}>
      <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 text-lg text-muted-foreground">{subtitle}</p> : null}
    </header>
  );
}
