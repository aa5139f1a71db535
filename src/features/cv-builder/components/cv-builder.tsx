import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FieldErrors } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { notify } from "@/components/ui/notify";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Locale } from "@/i18n/locales";
import * as m from "@/i18n/messages";
import { formatNumber } from "@/lib/numbers";
import { CvFileMenu, CvFileProblem } from "../export/components/cv-file-menu";
import { useCvExports } from "../export/hooks/use-cv-exports";
import { emptyCvForm } from "../logic/cv-form-values";
import type { CvData, CvFormValues } from "../logic/cv-schema";
import { cvTabSpecs, cvTabs, fieldId, isCvTab, type CvTab } from "../logic/cv-fields";
import { countByTab, listProblems, type FormProblem } from "../form/logic/form-problems";
import { CvFormContext } from "../form/components/cv-form-context";
import { CvPreview, PreviewPlaceholder } from "../preview/components/cv-preview";
import { useGeneratedPreview } from "../preview/hooks/use-generated-preview";
import { EducationStep } from "../form/components/education-step";
import { ERROR_SUMMARY_ID, ErrorSummary } from "../form/components/error-summary";
import { ExperienceStep } from "../form/components/experience-step";
import { PersonalStep } from "../form/components/personal-step";
import { stepHeadingId } from "../form/components/step-heading";
import { useCvForm } from "../form/hooks/use-cv-form";
import { useCvPersistence } from "../storage/hooks/use-cv-persistence";
// With the page, not with the lazily loaded preview: React Router links a lazy chunk's CSS with a
// "#" that the budgets and the critical-CSS step do not follow.
import "../preview/components/cv-print.css";

export function CvBuilder() {
  const { form, offlineSubmit, submit } = useCvForm();
  const [tab, setTab] = useState<CvTab>("personal");
  const [cv, setCv] = useState<CvData | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { saveCv, startOver, replaceValues } = useCvPersistence(form, setCv);

  const { errors, submitCount } = form.formState;
  const problems = useMemo(() => listProblems(errors), [errors]);
  const counts = countByTab(problems);
  const showSummary = submitCount > 0 && problems.length > 0;

  /** Opens a tab, then moves focus into it once it is on screen. */
  const openTab = useCallback((next: CvTab, focusId = stepHeadingId(next)) => {
    flushSync(() => setTab(next));
    document.getElementById(focusId)?.focus();
  }, []);
  // Stable, so the memoised steps skip the form's re-renders (see cv-form-context.ts).
  const toPersonal = useCallback(() => openTab("personal"), [openTab]);
  const toEducation = useCallback(() => openTab("education"), [openTab]);
  const toExperience = useCallback(() => openTab("experience"), [openTab]);

  const onValid = (data: CvData) => {
    console.info("CV generated", data);
    saveCv(data);
    setCv(data);
    exports.prepareFiles(data);
    notify("success", m.cvform_generated_title(), m.cvform_generated_description());
    openTab("preview");
  };

  const onInvalid = (fieldErrors: FieldErrors<CvFormValues>) => {
    const found = listProblems(fieldErrors);
    const here = found.find((problem) => problem.tab === tab);
    // Stay on this tab (the specification says so); the summary points to errors on other tabs.
    if (here) document.getElementById(fieldId(here.name))?.focus();
    // The summary appears with this render, so focus it once it is painted.
    else window.requestAnimationFrame(() => document.getElementById(ERROR_SUMMARY_ID)?.focus());
  };

  const goToProblem = (problem: FormProblem) => openTab(problem.tab, fieldId(problem.name));

  const exports = useCvExports({
    cv,
    showingPreview: tab === "preview",
    readValues: () => form.getValues(),
    onFileOpened: (values) => {
      replaceValues(values);
      setCv(null);
      openTab("personal");
    },
  });

  const preview = useGeneratedPreview(cv !== null);

  // The CV's language, beside Generate CV or on the Preview: it is the draft's, and a CV already
  // generated takes it at once (its words change, not what the person wrote).
  const cvRef = useRef(cv);
  useEffect(() => {
    cvRef.current = cv;
  }, [cv]);
  const chooseCvLanguage = useCallback(
    (language: Locale) => {
      form.setValue("cvLanguage", language, { shouldDirty: true });
      const current = cvRef.current;
      if (current && current.cvLanguage !== language) {
        const next = { ...current, cvLanguage: language };
        setCv(next);
        saveCv(next);
      }
    },
    [form, saveCv],
  );

  const confirmStartOver = () => {
    startOver(emptyCvForm());
    setCv(null);
    exports.clearFileProblem();
    openTab("personal");
    notify("info", m.cvform_started_over_title(), m.cvform_started_over_description());
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10 md:py-14">
      <div className="print:hidden">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-3xl font-bold md:text-4xl">{m.cvform_title()}</h1>
          <CvFileMenu
            onSave={() => void exports.saveCvFile()}
            onOpen={(file) => void exports.openCvFile(file)}
            onStartOver={() => setConfirmOpen(true)}
            problem={exports.fileProblem}
          />
        </div>
        <CvFileProblem problem={exports.fileProblem} />
        {/* Smaller on a phone, so the first field is in view without scrolling, in all three languages. */}
        <p className="mt-2 max-w-2xl text-muted-foreground sm:text-lg">{m.cvform_intro()}</p>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground sm:text-base">{m.cvform_before_start()}</p>
      </div>

      <CvFormContext value={form}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(onValid, onInvalid);
          }}
          className="mt-6 sm:mt-8"
          aria-label={m.cvform_form_label()}
        >
          <div role="alert" className="empty:hidden">
            {offlineSubmit ? (
              <p className="mb-6 rounded-lg border-2 border-destructive bg-background p-4 font-medium print:hidden">
                {m.cvform_offline_submit()}
              </p>
            ) : null}
          </div>
          {showSummary ? <ErrorSummary problems={problems} onSelect={goToProblem} /> : null}
          <Tabs
            value={tab}
            onValueChange={(value) => {
              if (isCvTab(value)) setTab(value);
            }}
          >
            <TabsList aria-label={m.cvform_steps_label()} className="flex-wrap print:hidden">
              {cvTabs.map((value) => (
                <TabsTrigger key={value} value={value} className="basis-[45%] gap-1.5 sm:basis-auto">
                  {cvTabSpecs[value].label}
                  {counts[value] > 0 ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-destructive px-1.5 text-xs leading-5 font-semibold text-destructive-foreground"
                      >
                        {counts[value]}
                      </span>
                      <span className="sr-only">
                        {" "}
                        {counts[value] === 1
                          ? m.cvform_tab_errors_one()
                          : m.cvform_tab_errors_other({ count: formatNumber(counts[value]) })}
                      </span>
                    </>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Every panel stays mounted (only hidden), so the fields keep their values and can take focus. */}
            <TabsContent value="personal" forceMount className="data-[state=inactive]:hidden print:hidden">
              <PersonalStep onNext={toEducation} />
            </TabsContent>
            <TabsContent value="education" forceMount className="data-[state=inactive]:hidden print:hidden">
              <EducationStep onPrevious={toPersonal} onNext={toExperience} />
            </TabsContent>
            <TabsContent value="experience" forceMount className="data-[state=inactive]:hidden print:hidden">
              <ExperienceStep onPrevious={toEducation} onCvLanguage={chooseCvLanguage} />
            </TabsContent>
            <TabsContent value="preview">
              {cv ? (
                <CvPreview
                  cv={cv}
                  sections={preview.module ? <preview.module.CvSections cv={cv} /> : null}
                  notice={preview.module ? <preview.module.PdfCharacterNotice cv={cv} /> : null}
                  offline={!preview.module && preview.offline}
                  onCvLanguage={chooseCvLanguage}
                  emailOutcome={exports.emailOutcome}
                  downloading={exports.downloading}
                  onBackToEdit={toExperience}
                  onDownload={() => void exports.downloadPdf()}
                  onDownloadWord={() => void exports.downloadWord()}
                  onEmail={() => void exports.email()}
                />
              ) : (
                <PreviewPlaceholder onGoToForm={toPersonal} />
              )}
            </TabsContent>
          </Tabs>
        </form>
      </CvFormContext>

      <ConfirmDialog
        open={confirmOpen}
        title={m.cvform_start_over_question()}
        confirmLabel={m.cvform_start_over_confirm()}
        cancelLabel={m.cvform_start_over_keep()}
        onConfirm={confirmStartOver}
        onClose={() => setConfirmOpen(false)}
      >
        {m.cvform_start_over_body()}
      </ConfirmDialog>
      <LazyToaster />
    </div>
  );
}
