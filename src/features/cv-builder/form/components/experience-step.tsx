import { FileCheck, Trash2 } from "lucide-react";
import { memo } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/i18n/locales";
import * as m from "@/i18n/messages";
import { formatNumber } from "@/lib/numbers";
import { useHydrated } from "@/lib/use-hydrated";
import { cvLists, cvTabSpecs } from "../../logic/cv-fields";
import { emptyExperienceEntry, emptySkillEntry } from "../../logic/cv-form-values";
import { AddAnotherButton } from "./add-another-button";
import { CvField, CvFieldGrid } from "./cv-field";
import { useCvForm } from "./cv-form-context";
import { CvLanguageChoice } from "./cv-language-choice";
import { NoExperienceBox, NoExperienceNudge } from "./no-experience-box";
import { EntryBlock } from "./entry-block";
import { OptionalSection } from "./optional-section";
import { StepHeading } from "./step-heading";
import { StepBar } from "./step-bar";

const [skillField] = cvLists.skills.fields;

/**
 * Memoised: the form's own re-renders (errors, submit count) do not reach the fields through here.
 * Its callbacks must be stable.
 */
export const ExperienceStep = memo(function ExperienceStep({
  onPrevious,
  onCvLanguage,
}: {
  onPrevious: () => void;
  onCvLanguage: (language: Locale) => void;
}) {
  const { control, register } = useCvForm();
  // Ticked: the blocks are hidden (kept, not checked) and come back as they were when unticked.
  const noExperience = useWatch({ control, name: "noExperience" }) === true;
  const onRequest = useWatch({ control, name: "referencesOnRequest" }) === true;
  const cvLanguage = useWatch({ control, name: "cvLanguage" }) ?? "en";
  // The optional sections come with the page's script, not in its HTML: this panel is hidden until
  // a person opens it, which needs the script, and they would add 0.6 KiB gzip to a page's HTML
  // that must stay under 14 KiB (the French page is the longest).
  const hydrated = useHydrated();
  const experience = useFieldArray({ control, name: "experience" });
  const skills = useFieldArray({ control, name: "skills" });

  return (
    <>
      <StepHeading tab="experience" description={m.cvform_experience_description()}>
        {cvTabSpecs.experience.label}
      </StepHeading>

      <h3 className="mb-4 text-xl font-semibold">{m.cvform_work_experience()}</h3>
      <NoExperienceBox {...register("noExperience")} />
      <NoExperienceNudge shown={noExperience} />
      <div className="flex flex-col gap-6" hidden={noExperience}>
        {experience.fields.map((field, index) => (
          <EntryBlock
            key={field.id}
            title={cvLists.experience.entryTitle(formatNumber(index + 1))}
            canRemove={experience.fields.length > 1}
            onRemove={() => experience.remove(index)}
          >
            <CvFieldGrid fields={cvLists.experience.fields} entry={{ list: "experience", index }} />
          </EntryBlock>
        ))}
      </div>
      <AddAnotherButton
        list="experience"
        count={experience.fields.length}
        hidden={noExperience}
        onAdd={() => experience.append(emptyExperienceEntry())}
      >
        {m.cvform_add_experience()}
      </AddAnotherButton>

      <h3 className="mt-10 mb-4 text-xl font-semibold">{m.cvform_skills()}</h3>
      <ul className="flex flex-col gap-4">
        {skills.fields.map((field, index) => {
          const label = cvLists.skills.entryTitle(formatNumber(index + 1));
          return (
            <li key={field.id} className="flex items-end gap-3">
              <CvField name={`skills.${index}.name`} field={skillField} label={label} className="flex-1" />
              {skills.fields.length > 1 ? (
                <Button
                  variant="ghost"
                  onClick={() => skills.remove(index)}
                  aria-label={m.cvform_remove_named({ name: label })}
                  className="text-destructive"
                >
                  <Trash2 aria-hidden="true" />
                  {m.cvform_remove()}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <AddAnotherButton list="skills" count={skills.fields.length} onAdd={() => skills.append(emptySkillEntry())}>
        {m.cvform_add_skill()}
      </AddAnotherButton>

      {hydrated ? (
        <>
          <OptionalSection
            list="languages"
            heading={m.cvform_languages()}
            description={m.cvform_languages_description()}
            addLabel={m.cvform_add_language()}
          />
          <OptionalSection
            list="activities"
            heading={m.cvform_activities()}
            description={m.cvform_activities_description()}
            addLabel={m.cvform_add_activity()}
          />
          <OptionalSection
            list="achievements"
            heading={m.cvform_achievements()}
            description={m.cvform_achievements_description()}
            addLabel={m.cvform_add_achievement()}
          />
          <OptionalSection
            list="references"
            heading={m.cvform_references()}
            description={m.cvform_references_description()}
            addLabel={m.cvform_add_reference()}
            hidden={onRequest}
          >
            <label className="mb-4 flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                {...register("referencesOnRequest")}
                className="size-6 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              {m.cvform_references_on_request()}
            </label>
          </OptionalSection>
        </>
      ) : null}

      <CvLanguageChoice name="cv-language" value={cvLanguage} onChange={onCvLanguage} className="mt-10" />

      <StepBar onPrevious={onPrevious} className="mt-8">
        <Button type="submit" size="lg">
          <FileCheck aria-hidden="true" />
          {m.cvform_generate()}
        </Button>
      </StepBar>
    </>
  );
});
