import type { ComponentProps } from "react";
import { get, useFormState, useWatch, type FieldPath } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import * as m from "@/i18n/messages";
import { counterText, maxLengthOf, showsCounter, textLength, tooLongMessage } from "../logic/cv-limits";
import type { CvFormValues } from "../logic/cv-schema";
import { errorId, fieldId } from "../logic/form-problems";
import { useCvForm } from "./cv-form-context";
import { formatNumber } from "./format-number";

type CvFieldProps = {
  name: FieldPath<CvFormValues>;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  note?: string;
  className?: string;
} & (
  | ({ multiline?: false } & Omit<ComponentProps<"input">, "name" | "id" | "className">)
  | ({ multiline: true } & Omit<ComponentProps<"textarea">, "name" | "id" | "className">)
);

/**
 * One labelled control of the CV form with its message underneath. It listens to its own field's
 * state only, so a message on one field does not re-render the other hundreds of a long CV.
 *
 * Near its limit the field shows a counter ("1,950 / 2,000 characters"). Text over the limit is
 * never cut (no maxLength: a browser would silently cut a paste): the field says at once that it
 * is too long and by how much, and the form refuses it until it is shortened.
 */
export function CvField({ name, label, note, className, multiline, ...controlProps }: CvFieldProps) {
  const { register, control } = useCvForm();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const id = fieldId(name);
  const messageId = errorId(name);
  const value = useWatch({ control, name });
  const length = typeof value === "string" ? textLength(value) : 0;
  const max = maxLengthOf(name);
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
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {note ? <span className="font-normal text-muted-foreground"> {note}</span> : null}
      </Label>
      {multiline ? (
        <Textarea {...(controlProps as ComponentProps<"textarea">)} {...aria} {...register(name)} />
      ) : (
        <Input {...(controlProps as ComponentProps<"input">)} {...aria} {...register(name)} />
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
        {tooLong ? m.cvform_too_long({ label, count: formatNumber(length - max) }) : ""}
      </span>
    </div>
  );
}
