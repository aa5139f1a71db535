import { CircleAlert } from "lucide-react";
import * as m from "@/i18n/messages";
import { formatNumber } from "@/lib/numbers";
import { fieldId } from "../../logic/cv-fields";
import type { FormProblem } from "../logic/form-problems";
import { textLinkVariants } from "@/components/ui/text-link";

export const ERROR_SUMMARY_ID = "cv-error-summary";

/**
 * The list of every problem at the top of the form, each a link to its field. Fields can sit on a
 * tab the person is not looking at, so following a link opens that tab first. Each reads once: the
 * message (which names its field), after the entry it is in ("Education #2: Start date required.")
 * or, for a message that does not name its field, after the field's name.
 */
export function ErrorSummary({
  problems,
  onSelect,
}: {
  problems: FormProblem[];
  onSelect: (problem: FormProblem) => void;
}) {
  const count = problems.length;
  return (
    <div
      id={ERROR_SUMMARY_ID}
      tabIndex={-1}
      aria-labelledby="cv-error-summary-title"
      role="region"
      className="mb-6 rounded-lg border-2 border-destructive bg-background p-4 wrap-anywhere outline-none focus-visible:ring-2 focus-visible:ring-ring print:hidden"
    >
      <h2 id="cv-error-summary-title" className="flex items-center gap-2 text-lg font-semibold text-destructive">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {count === 1 ? m.cvform_summary_one() : m.cvform_summary_other({ count: formatNumber(count) })}
      </h2>
      <ul className="mt-2 list-disc space-y-0.5 pl-6">
        {problems.map((problem) => (
          <li key={problem.name}>
            <a
              href={`#${fieldId(problem.name)}`}
              onClick={(event) => {
                event.preventDefault();
                onSelect(problem);
              }}
              className={textLinkVariants({ tone: "destructive", place: "list" })}
            >
              {problem.label
                ? m.cvform_summary_item({ label: problem.label, message: problem.message })
                : problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
