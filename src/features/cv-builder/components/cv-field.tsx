import type { ComponentProps } from "react";
import { get, useFormState, type FieldPath } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { CvFormValues } from "../logic/cv-schema";
import { errorId, fieldId } from "../logic/form-problems";
import { useCvForm } from "./cv-form-context";

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
 */
export function CvField({ name, label, note, className, multiline, ...controlProps }: CvFieldProps) {
  const { register, control } = useCvForm();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const id = fieldId(name);
  const messageId = errorId(name);
  const invalid = typeof message === "string" && message.length > 0;
  const aria = {
    id,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? messageId : undefined,
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
      {invalid ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
