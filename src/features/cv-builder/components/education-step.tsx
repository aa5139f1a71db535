import { memo } from "react";
import { useFieldArray } from "react-hook-form";
import * as m from "@/i18n/messages";
import { emptyEducationEntry } from "../logic/cv-form-values";
import { fieldLabels } from "../logic/form-problems";
import { AddAnotherButton } from "./add-another-button";
import { CvField } from "./cv-field";
import { useCvForm } from "./cv-form-context";
import { EntryBlock } from "./entry-block";
import { formatNumber } from "./format-number";
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
        {m.cvform_tab_education()}
      </StepHeading>
      <div className="flex flex-col gap-6">
        {fields.map((field, index) => (
          <EntryBlock
            key={field.id}
            title={m.cvform_education_entry({ number: formatNumber(index + 1) })}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <CvField
                name={`education.${index}.institution`}
                label={fieldLabels.institution}
                autoComplete="off"
                className="sm:col-span-2"
              />
              <CvField
                name={`education.${index}.degree`}
                label={fieldLabels.degree}
                autoComplete="off"
                className="sm:col-span-2"
              />
              <CvField
                name={`education.${index}.startDate`}
                label={fieldLabels.startDate}
                placeholder={m.cvform_example_year({ year: "2018" })}
                autoComplete="off"
              />
              <CvField
                name={`education.${index}.endDate`}
                label={fieldLabels.endDate}
                note={m.cvform_optional()}
                placeholder={m.cvform_example_year({ year: "2021" })}
                autoComplete="off"
              />
              <CvField
                name={`education.${index}.description`}
                label={fieldLabels.description}
                note={m.cvform_optional()}
                multiline
                rows={3}
                className="sm:col-span-2"
              />
            </div>
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
