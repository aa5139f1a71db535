import { useFieldArray, type FieldArrayPath } from "react-hook-form";
import type { ReactNode } from "react";
import * as m from "@/i18n/messages";
import { formatNumber } from "@/lib/numbers";
import { cvLists, emptyEntry } from "../../logic/cv-fields";
import type { CvFormValues } from "../../logic/cv-schema";
import { AddAnotherButton } from "./add-another-button";
import { CvFieldGrid } from "./cv-field";
import { useCvForm } from "./cv-form-context";
import { EntryBlock } from "./entry-block";

export type OptionalList = "languages" | "activities" | "achievements" | "references";

/** The id of an optional section's heading, for the links that point to it ('No job yet? … Activities'). */
export const sectionHeadingId = (list: OptionalList) => `cv-${list}-heading`;

/**
 * One of the sections a first CV needs (Languages, Activities and volunteering, Achievements,
 * References): a heading marked optional, a line on what goes in it, its entries (none at first,
 * each removable), and its add button. `hidden` hides the entries and the button, kept as typed
 * ('References available on request').
 */
export function OptionalSection({
  list,
  heading,
  description,
  addLabel,
  hidden = false,
  children,
}: {
  list: OptionalList;
  heading: string;
  description: string;
  addLabel: string;
  hidden?: boolean;
  /** Between the description and the entries: the References' box. */
  children?: ReactNode;
}) {
  const { control } = useCvForm();
  const { fields, append, remove } = useFieldArray({ control, name: list as FieldArrayPath<CvFormValues> });
  const spec = cvLists[list];
  return (
    <section aria-labelledby={sectionHeadingId(list)} className="mt-10">
      <h3
        id={sectionHeadingId(list)}
        tabIndex={-1}
        className="text-xl font-semibold outline-none focus-visible:underline"
      >
        {heading} <span className="text-base font-normal text-muted-foreground">{m.cvform_optional()}</span>
      </h3>
      <p className="mt-1 mb-4 text-muted-foreground">{description}</p>
      {children}
      <div className="flex flex-col gap-6" hidden={hidden || fields.length === 0}>
        {fields.map((field, index) => (
          <EntryBlock
            key={field.id}
            title={spec.entryTitle(formatNumber(index + 1))}
            canRemove
            onRemove={() => remove(index)}
          >
            <CvFieldGrid fields={spec.fields} entry={{ list, index }} />
          </EntryBlock>
        ))}
      </div>
      <AddAnotherButton list={list} count={fields.length} hidden={hidden} onAdd={() => append(emptyEntry(list))}>
        {addLabel}
      </AddAnotherButton>
    </section>
  );
}
