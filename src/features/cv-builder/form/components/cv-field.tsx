import { get, useFormState, useWatch, type FieldPath } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { errorId, fieldId, type CvFieldSpec } from "../../logic/cv-fields";
import {
  counterText,
  showsCounter,
  textLength,
  tooLongByMessage,
  tooLongMessage,
  type ListName,
} from "../../logic/cv-limits";
import type { CvFormValues } from "../../logic/cv-schema";
import { useCvForm } from "./cv-form-context";

type CvFieldProps = {
  name: FieldPath<CvFormValues>;
  /** Its label, control and limit (cv-fields.ts). */
  field: CvFieldSpec;
  /** Instead of the field's own label: "Skill #2". */
  label?: string;
  className?: string;
};

/**
 * One labelled control of the CV form with its message underneath. It listens to its own field's
 * state only, so a message on one field does not re-render the other hundreds of a long CV.
 *
 * Near its limit the field shows a counter ("1,950 / 2,000 characters"). Text over the limit is
 * never cut (no maxLength: a browser would silently cut a paste): the field says at once that it
 * is too long and by how much, and the form refuses it until it is shortened.
 */
export function CvField({ name, field, label = field.label, className }: CvFieldProps) {
  const { register, control } = useCvForm();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const id = fieldId(name);
  const messageId = errorId(name);
  const value = useWatch({ control, name });
  const length = typeof value === "string" ? textLength(value) : 0;
  const { max, note, placeholder } = field;
  const counterId = `${id}-counter`;
  const counter = showsCounter(length, max);
  const tooLong = length > max;
  // Before a submit, or while zod's message is about something else, the length speaks for itself.
  const shown = typeof message === "string" && message.length > 0 ? message : tooLong ? tooLongMessage(max) : "";
  const invalid = shown.length > 0;
  const aria = {
    id,
    "aria-invalid": invalid || undefined,
    "aria-describedby": [invalid ? messageId : "", counter ? counterId : ""].filter(Boolean).join(" ") || undefined,
  };

  return (
    <div className={cn("flex flex-col gap-2", field.wide && "sm:col-span-2", className)}>
      <Label htmlFor={id}>
        {label}
        {note ? <span className="font-normal text-muted-foreground"> {note}</span> : null}
      </Label>
      {field.lines ? (
        <Textarea rows={field.lines} placeholder={placeholder} {...aria} {...register(name)} />
      ) : (
        <Input
          type={field.input}
          placeholder={placeholder}
          autoComplete={field.autoComplete}
          // An e-mail address is not a word: no red underline under it.
          spellCheck={field.input === "email" ? false : undefined}
          {...aria}
          {...register(name)}
        />
      )}
      {counter ? (
        <p
          id={counterId}
          className={cn("text-sm tabular-nums", tooLong ? "font-medium text-destructive" : "text-muted-foreground")}
        >
          {counterText(length, max)}
        </p>
      ) : null}
      {invalid ? (
        <p id={messageId} className="text-sm font-medium wrap-anywhere text-destructive">
          {shown}
        </p>
      ) : null}
      {/* So a paste that goes over the limit is told to screen readers too, once, not only shown. */}
      <span aria-live="polite" className="sr-only">
        {tooLong ? tooLongByMessage(label, length - max) : ""}
      </span>
    </div>
  );
}

/**
 * A tab's fields, or those of one entry of a list ("education", 1), in cv-fields.ts's order, in two
 * columns from the small breakpoint.
 */
export function CvFieldGrid({
  fields,
  entry,
}: {
  fields: readonly CvFieldSpec[];
  entry?: { list: ListName; index: number };
}) {
  const prefix = entry ? `${entry.list}.${entry.index}.` : "";
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        // A name the form has: cv-schema.ts has a rule for exactly cv-fields.ts's keys (see fieldRules).
        <CvField key={field.key} name={`${prefix}${field.key}` as FieldPath<CvFormValues>} field={field} />
      ))}
    </div>
  );
}
