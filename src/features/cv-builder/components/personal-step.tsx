import { memo } from "react";
import * as m from "@/i18n/messages";
import { fieldLabels } from "../logic/form-problems";
import { CvField } from "./cv-field";
import { StepHeading } from "./step-heading";
import { NextStepButton, StepBar } from "./step-bar";

/** Memoised: the form's own re-renders (errors, submit count) do not reach the fields through here. */
export const PersonalStep = memo(function PersonalStep({ onNext }: { onNext: () => void }) {
  return (
    <>
      <StepHeading tab="personal" description={m.cvform_personal_description()}>
        {m.cvform_personal_heading()}
      </StepHeading>
      <div className="grid gap-5 sm:grid-cols-2">
        <CvField name="firstName" label={fieldLabels.firstName} autoComplete="given-name" />
        <CvField name="lastName" label={fieldLabels.lastName} autoComplete="family-name" />
        <CvField name="email" label={fieldLabels.email} type="email" autoComplete="email" spellCheck={false} />
        <CvField name="phone" label={fieldLabels.phone} type="tel" autoComplete="tel" />
        <CvField name="address" label={fieldLabels.address} autoComplete="street-address" className="sm:col-span-2" />
        <CvField
          name="summary"
          label={fieldLabels.summary}
          multiline
          rows={5}
          placeholder={m.cvform_summary_placeholder()}
          className="sm:col-span-2"
        />
      </div>
      <StepBar>
        <NextStepButton onClick={onNext}>{m.cvform_next_education()}</NextStepButton>
      </StepBar>
    </>
  );
});
