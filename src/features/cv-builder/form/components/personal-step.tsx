import { memo } from "react";
import * as m from "@/i18n/messages";
import { cvTabSpecs } from "../../logic/cv-fields";
import { CvFieldGrid } from "./cv-field";
import { StepHeading } from "./step-heading";
import { NextStepButton, StepBar } from "./step-bar";

/** Memoised: the form's own re-renders (errors, submit count) do not reach the fields through here. */
export const PersonalStep = memo(function PersonalStep({ onNext }: { onNext: () => void }) {
  return (
    <>
      <StepHeading tab="personal" description={m.cvform_personal_description()}>
        {m.cvform_personal_heading()}
      </StepHeading>
      <CvFieldGrid fields={cvTabSpecs.personal.fields} />
      <StepBar>
        <NextStepButton onClick={onNext}>{m.cvform_next_education()}</NextStepButton>
      </StepBar>
    </>
  );
});
