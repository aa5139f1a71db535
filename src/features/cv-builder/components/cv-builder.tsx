import { RotateCcw } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { notify } from "@/components/ui/notify";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cvFileName } from "../logic/cv-format";
import { emptyCvForm } from "../logic/cv-form-values";
import type { CvData, CvFormValues } from "../logic/cv-schema";
import { countByTab, fieldId, isCvTab, listProblems, type CvTab, type FormProblem } from "../logic/form-problems";
import { CvFormContext } from "./cv-form-context";
import { CvPreview, PreviewPlaceholder } from "./cv-preview";
import { EducationStep } from "./education-step";
import { ERROR_SUMMARY_ID, ErrorSummary } from "./error-summary";
import { ExperienceStep } from "./experience-step";
import { PersonalStep } from "./personal-step";
import { stepHeadingId } from "./step-heading";
import { useCvPersistence } from "./use-cv-persistence";
import "./cv-print.css";

const tabLabels: Record<CvTab, string> = {
  personal: "Personal",
  education: "Education",
  experience: "Experience and Skills",
  preview: "Preview",
};

const loadPdfModule = () => import("./pdf/render-cv-pdf");

let resolverModule: Promise<typeof import("../logic/cv-resolver")> | undefined;
/** The form rules, fetched once; after a failed fetch (offline, never cached) the next call tries again. */
const loadResolver = () =>
  (resolverModule ??= import("../logic/cv-resolver").catch((error: unknown) => {
    resolverModule = undefined;
    throw error;
  }));

/**
 * zodResolver(cvFormSchema), fetched with the first keystroke (see prefetchSubmitCode): zod stays
 * out of the page's first load, which must stay under 150 KiB gzip on the phones and data plans
 * this site is for, yet is on the device before the person presses Generate CV, even if the
 * connection has dropped by then.
 */
const cvResolver: Resolver<CvFormValues, unknown, CvData> = async (values, context, options) => {
  const { cvFormResolver } = await loadResolver();
  return cvFormResolver(values, context, options);
};

/** Everything a submit needs that is not in the first load: the form rules and the toasts. */
function prefetchSubmitCode() {
  void loadResolver().catch(() => undefined);
  void import("@/components/ui/toaster").catch(() => undefined);
}

export function CvBuilder() {
  const form = useForm<CvFormValues, unknown, CvData>({
    resolver: cvResolver,
    defaultValues: emptyCvForm(),
    // Focus is ours to move: react-hook-form would pick a field on a tab that is not shown.
    shouldFocusError: false,
  });
  const [tab, setTab] = useState<CvTab>("personal");
  const [cv, setCv] = useState<CvData | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [offlineSubmit, setOfflineSubmit] = useState(false);
  const { saveCv, startOver } = useCvPersistence(form, setCv);

  // The first keystroke fetches what Generate CV needs, so a connection that drops later does not stop it.
  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        unsubscribe();
        prefetchSubmitCode();
      },
    });
    return unsubscribe;
  }, [form]);

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
    notify("success", "CV Generated", "Your CV is ready. Check it on the Preview tab.");
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

  /** The rules are fetched first, so a connection that is gone is said, not a button that does nothing. */
  const submit = async () => {
    try {
      await loadResolver();
    } catch (error) {
      console.warn("The form rules could not be fetched", error);
      setOfflineSubmit(true);
      return;
    }
    setOfflineSubmit(false);
    await form.handleSubmit(onValid, onInvalid)();
  };

  const goToProblem = (problem: FormProblem) => openTab(problem.tab, fieldId(problem.name));

  // Once a CV is on screen, fetch the PDF code in the background so the download starts at once.
  useEffect(() => {
    if (tab === "preview" && cv) void loadPdfModule().catch(() => undefined);
  }, [tab, cv]);

  const download = async () => {
    if (!cv) return;
    notify("success", "Download Started", "Your CV is being downloaded as a PDF.");
    setDownloading(true);
    try {
      const { renderCvPdf, saveBlob } = await loadPdfModule();
      saveBlob(await renderCvPdf(cv), cvFileName(cv));
    } catch (error) {
      console.warn("PDF generation failed", error);
      notify(
        "error",
        "Your PDF could not be made",
        "Please try again. If it keeps failing, print the preview instead.",
      );
    } finally {
      setDownloading(false);
    }
  };

  const email = () => {
    if (!cv) return;
    notify("success", "Email Sent", `Your CV has been emailed to ${cv.email}.`);
  };

  const confirmStartOver = () => {
    startOver(emptyCvForm());
    setCv(null);
    openTab("personal");
    notify("info", "Started over", "The form is empty and your saved CV has been removed.");
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 md:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
        <div>
          <h1 className="text-3xl font-bold md:text-4xl">CV Builder</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted-foreground">
            Enter your details, education, experience and skills, then generate a CV you can download or print. Your
            draft is kept on this device as you type.
          </p>
        </div>
        <Button variant="outline" onClick={() => setConfirmOpen(true)}>
          <RotateCcw aria-hidden="true" />
          Start over
        </Button>
      </div>

      <CvFormContext value={form}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="mt-8"
          aria-label="Your CV"
        >
          <div role="alert" className="empty:hidden">
            {offlineSubmit ? (
              <p className="mb-6 rounded-lg border-2 border-destructive bg-background p-4 font-medium print:hidden">
                Your CV could not be generated because there is no internet connection and part of this page has not
                been downloaded yet. Everything you typed is kept on this device. Press Generate CV again when you are
                back online.
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
            <TabsList aria-label="CV steps" className="flex-wrap print:hidden">
              {(Object.keys(tabLabels) as CvTab[]).map((value) => (
                <TabsTrigger key={value} value={value} className="basis-[45%] gap-1.5 sm:basis-auto">
                  {tabLabels[value]}
                  {counts[value] > 0 ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-destructive px-1.5 text-xs leading-5 font-semibold text-destructive-foreground"
                      >
                        {counts[value]}
                      </span>
                      <span className="sr-only">
                        {counts[value] === 1 ? " (1 error)" : ` (${counts[value]} errors)`}
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
              <ExperienceStep onPrevious={toEducation} />
            </TabsContent>
            <TabsContent value="preview">
              {cv ? (
                <CvPreview
                  cv={cv}
                  downloading={downloading}
                  onBackToEdit={toExperience}
                  onDownload={() => void download()}
                  onEmail={email}
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
        title="Start over?"
        confirmLabel="Start over"
        cancelLabel="Keep my CV"
        onConfirm={confirmStartOver}
        onClose={() => setConfirmOpen(false)}
      >
        This empties every field and removes the CV saved on this device. It cannot be undone.
      </ConfirmDialog>
      <LazyToaster />
    </div>
  );
}
