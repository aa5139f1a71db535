import { useCallback, useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { notify } from "@/components/ui/notify";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import * as m from "@/i18n/messages";
import { formatNumber } from "@/lib/numbers";
import { loadOnce } from "@/lib/load-once";
import { CvFileBar } from "../export/cv-file-bar";
import { cvFileName } from "../logic/cv-format";
import { emptyCvForm } from "../logic/cv-form-values";
import type { CvData, CvFormValues } from "../logic/cv-schema";
import { cvTabSpecs, cvTabs, fieldId, isCvTab, type CvTab } from "../logic/cv-fields";
import { countByTab, listProblems, type FormProblem } from "../logic/form-problems";
import { CvFormContext } from "./cv-form-context";
import { CvPreview, PreviewPlaceholder } from "./cv-preview";
import { EducationStep } from "./education-step";
import { ERROR_SUMMARY_ID, ErrorSummary } from "./error-summary";
import { ExperienceStep } from "./experience-step";
import { PersonalStep } from "./personal-step";
import { stepHeadingId } from "./step-heading";
import { useCvPersistence } from "../hooks/use-cv-persistence";
import "./cv-print.css";

const loadPdfModule = () => import("./pdf/render-cv-pdf");
/** Word, JSON Resume and share/mail: fetched when one of their buttons is pressed. */
const loadExportModule = () => import("../export/cv-export");

/** A chunk that could not be fetched: the device is offline and the code was never kept on it. */
class CodeNotHereError extends Error {}
const fetchCode = <T,>(load: () => Promise<T>) =>
  load().catch((error: unknown) => {
    throw new CodeNotHereError(String(error));
  });

/** "The PDF needs a connection the first time": what could not start, and the button to press again. */
const connectionNotice = (what: string, button: string) =>
  notify("error", m.cvform_offline_title({ what }), m.cvform_offline_description({ button }));

/** The form rules. */
const loadResolver = loadOnce(() => import("../logic/cv-resolver"));

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

function pdfFailed(error: unknown) {
  console.warn("PDF generation failed", error);
  notify("error", m.cvform_pdf_failed_title(), m.cvform_pdf_failed_description());
}

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
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [offlineSubmit, setOfflineSubmit] = useState(false);
  const { saveCv, startOver, replaceValues } = useCvPersistence(form, setCv);

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
    notify("success", m.cvform_download_started_title(), m.cvform_download_started_description());
    setDownloading(true);
    try {
      const { renderCvPdf, saveFile } = await fetchCode(loadPdfModule);
      saveFile(await renderCvPdf(cv), cvFileName(cv));
    } catch (error) {
      if (error instanceof CodeNotHereError) connectionNotice(m.cvform_offline_pdf(), m.cvform_download_pdf());
      else pdfFailed(error);
    } finally {
      setDownloading(false);
    }
  };

  const downloadWord = async () => {
    if (!cv) return;
    try {
      const { cvDocxBlob, saveFile } = await fetchCode(loadExportModule);
      saveFile(cvDocxBlob(cv), cvFileName(cv).replace(/\.pdf$/, ".docx"));
      notify("success", m.cvform_word_ready_title(), m.cvform_word_ready_description());
    } catch (error) {
      if (error instanceof CodeNotHereError) connectionNotice(m.cvform_offline_word(), m.cvform_download_word());
      else {
        console.warn("Word file failed", error);
        notify("error", m.cvform_word_failed_title(), m.cvform_word_failed_description());
      }
    }
  };

  const email = async () => {
    if (!cv) return;
    setDownloading(true);
    try {
      // Both fetched and the PDF made first: the share sheet needs the tap to be recent.
      const [{ renderCvPdf }, { sendCv }] = await Promise.all([fetchCode(loadPdfModule), fetchCode(loadExportModule)]);
      const pdf = await renderCvPdf(cv);
      const outcome = await sendCv(cv, pdf, cvFileName(cv));
      if (outcome !== "cancelled") {
        notify("success", m.cvform_email_sent_title(), m.cvform_email_sent_description({ email: cv.email }));
      }
    } catch (error) {
      if (error instanceof CodeNotHereError) connectionNotice(m.cvform_email_me(), m.cvform_email_me());
      else pdfFailed(error);
    } finally {
      setDownloading(false);
    }
  };

  const saveFileOfCv = async () => {
    try {
      const { toJsonResume, jsonResumeFileName, saveFile } = await fetchCode(loadExportModule);
      const values = form.getValues();
      const json = JSON.stringify(toJsonResume(values), null, 2);
      saveFile(new Blob([json], { type: "application/json" }), jsonResumeFileName(values));
      notify(
        "success",
        m.cvform_file_saved_title(),
        m.cvform_file_saved_description({ button: m.cvform_open_file_button() }),
      );
    } catch (error) {
      if (!(error instanceof CodeNotHereError)) throw error;
      connectionNotice(m.cvform_offline_save_file(), m.cvform_save_file_button());
    }
  };

  const openFileOfCv = async (file: File) => {
    try {
      const { readCvFile } = await fetchCode(loadExportModule);
      const result = await readCvFile(file);
      if (!result.ok) {
        // The draft is left as it was.
        setFileProblem(result.message);
        return;
      }
      setFileProblem(null);
      replaceValues(result.values);
      setCv(null);
      openTab("personal");
      notify(
        "success",
        m.cvform_file_opened_title(),
        [m.cvform_file_opened_description({ file: file.name }), ...result.notes].join(" "),
      );
    } catch (error) {
      if (!(error instanceof CodeNotHereError)) throw error;
      connectionNotice(m.cvform_offline_open_file(), m.cvform_open_file_button());
    }
  };

  const confirmStartOver = () => {
    startOver(emptyCvForm());
    setCv(null);
    setFileProblem(null);
    openTab("personal");
    notify("info", m.cvform_started_over_title(), m.cvform_started_over_description());
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 md:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
        <div>
          <h1 className="text-3xl font-bold md:text-4xl">{m.cvform_title()}</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted-foreground">{m.cvform_intro()}</p>
        </div>
        <CvFileBar
          onSave={() => void saveFileOfCv()}
          onOpen={(file) => void openFileOfCv(file)}
          onStartOver={() => setConfirmOpen(true)}
          problem={fileProblem}
        />
      </div>

      <CvFormContext value={form}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="mt-8"
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
              <ExperienceStep onPrevious={toEducation} />
            </TabsContent>
            <TabsContent value="preview">
              {cv ? (
                <CvPreview
                  cv={cv}
                  downloading={downloading}
                  onBackToEdit={toExperience}
                  onDownload={() => void download()}
                  onDownloadWord={() => void downloadWord()}
                  onEmail={() => void email()}
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
