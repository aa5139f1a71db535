import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** An honest page for a tool that is not open yet: what it will do, and where to go meanwhile. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="rounded-md bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">Coming soon</p>
      <p className="text-lg text-muted-foreground">{children}</p>
      <Link to={paths.help.path} className={buttonVariants({ variant: "outline" })}>
        Find help in the Help Directory
      </Link>
    </section>
  );
}
