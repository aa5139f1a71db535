import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import * as m from "@/i18n/messages";
import { cn } from "@/lib/cn";

/**
 * The buttons under each step of the form: 'Previous' on the left (not on the first step) and the
 * way forward on the right (the next step, or Generate CV on the last).
 */
export function StepBar({
  onPrevious,
  className,
  children,
}: {
  onPrevious?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("mt-8 flex flex-wrap gap-3", onPrevious ? "justify-between" : "justify-end", className)}>
      {onPrevious && (
        <Button variant="outline" onClick={onPrevious}>
          <ArrowLeft aria-hidden="true" />
          {m.cvform_previous()}
        </Button>
      )}
      {children}
    </div>
  );
}

/** 'Next: …', with its arrow. */
export function NextStepButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
