import { memo } from "react";
import { useFieldArray } from "react-hook-form";
import * as m from "@/i18n/messages";
import { formatNumber } from "@/lib/numbers";
import { cvLists, cvTabSpecs } from "../../logic/cv-fields";
import { emptyEducationEntry } from "../../logic/cv-form-values";
import { AddAnotherButton } from "./add-another-button";
import { CvFieldGrid } from "./cv-field";
import { useCvForm } from "./cv-form-context";
import { EntryBlock } from "./entry-block";
import { StepHeading } from "./step-heading";
import { NextStepButton, StepBar } from "./step-bar";

/** Memoised: the form's own re-renders (errors, submit count) do not reach the fields through here. */
export const EducationStep = memo(function EducationStep({
  onPrevious,
  onNext,
}: {
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { control } = useCvForm();
  const { fields, append, remove } = useFieldArray({ control, name: "education" });

  return (
    <>
      <StepHeading tab="education" description={m.cvform_education_description()}>
        {cvTabSpecs.education.label}
      </StepHeading>
      <div className="flex flex-col gap-6">
        {fields.map((field, index) => (
          <EntryBlock
            key={field.id}
            title={cvLists.education.entryTitle(formatNumber(index + 1))}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          >
            <CvFieldGrid fields={cvLists.education.fields} entry={{ list: "education", index }} />
          </EntryBlock>
        ))}
      </div>
      <AddAnotherButton list="education" count={fields.length} onAdd={() => append(emptyEducationEntry())}>
        {m.cvform_add_education()}
      </AddAnotherButton>
      <StepBar onPrevious={onPrevious}>
        <NextStepButton onClick={onNext}>{m.cvform_next_experience()}</NextStepButton>
      </StepBar>
    </>
  );
});
