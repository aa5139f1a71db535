import { useCallback, useEffect, useState } from "react";
import { notify } from "@/components/ui/notify";
import * as m from "@/i18n/messages";
import { importOnce } from "@/lib/import-once";
import type { CvData, CvFormValues } from "../../logic/cv-schema";

/** The PDF maker (@react-pdf/renderer, several hundred KiB): fetched once a CV is generated or on screen. */
const loadPdfModule = importOnce(() => import("../pdf/render-cv-pdf"));
/** Word, reading a CV file and share/mail: fetched with the PDF code, or when one of their buttons is pressed. */
const loadExportModule = importOnce(() => import("../logic/cv-export"));
/** 'Save CV file' (a few KiB with the CV's words): fetched as the form opens, so saving never waits. */
const loadFileWriter = importOnce(() => import("../logic/cv-file-writer"));

/** Something the button needs could not be fetched: the device is offline and it was never kept on it. */
class CodeNotHereError extends Error {}
const fetchCode = <T>(load: () => Promise<T>) =>
  load().catch((error: unknown) => {
    throw new CodeNotHereError(String(error));
  });

/**
 * After 'Generate CV': the PDF and Word code and the fonts this CV's PDF needs, fetched in the
 * background so the files can still be made if the connection drops afterwards. Never on page
 * load: only once the person has asked for a CV (the README gives the bytes).
 */
function fetchForOffline(cv: CvData) {
  void loadExportModule().catch(() => undefined);
  void loadPdfModule()
    .then((pdf) => pdf.preparePdf(cv))
    .catch(() => undefined);
}

/** The PDF code and this CV's fonts, or CodeNotHereError when either cannot be fetched. */
async function pdfCode(cv: CvData) {
  const pdf = await fetchCode(loadPdfModule);
  await fetchCode(() => pdf.preparePdf(cv));
  return pdf;
}

type Action = {
  /** "The PDF needs a connection the first time": what could not start, and the button to press again. */
  offline: () => [what: string, button: string];
  /** Tells any other failure; without it, the error goes on up. */
  failed?: (error: unknown) => void;
  /** Shows the PDF buttons as busy while it runs: making a PDF takes a moment on a slow phone. */
  busy?: boolean;
};

function pdfFailed(error: unknown) {
  console.warn("PDF generation failed", error);
  notify("error", m.cvform_pdf_failed_title(), m.cvform_pdf_failed_description());
}

function wordFailed(error: unknown) {
  console.warn("Word file failed", error);
  notify("error", m.cvform_word_failed_title(), m.cvform_word_failed_description());
}

/** What 'Email to Me' did: the mail app opened with the PDF downloaded to attach, or the share sheet attached it. */
export type EmailOutcome = "mailed" | "shared";

type Options = {
  /** The generated CV, or null before Generate CV. */
  cv: CvData | null;
  /** Whether the Preview tab is open, so the PDF code can be fetched while the person reads. */
  showingPreview: boolean;
  /** The form's values now, for 'Save CV file' (a draft need not be valid). */
  readValues: () => CvFormValues;
  /** A CV file was read: its values replace the form's. */
  onFileOpened: (values: CvFormValues) => void;
};

/**
 * The CV's files: Download PDF, Download Word, Email to Me, Save CV file and Open CV file. Their
 * code is fetched ahead (see fetchForOffline and loadFileWriter); when it still cannot be (offline,
 * never fetched before), the person is told which button to press again once back online,
 * whatever the button. Each press ends in one toast: the outcome, or why it failed.
 */
export function useCvExports({ cv, showingPreview, readValues, onFileOpened }: Options) {
  const [downloading, setDownloading] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [emailOutcome, setEmailOutcome] = useState<EmailOutcome | null>(null);

  // 'Save CV file' works from the first visit on, online or not: its small writer comes with the form.
  useEffect(() => {
    void loadFileWriter().catch(() => undefined);
  }, []);

  // A CV on screen (generated, or restored and opened): what its files need comes in the background.
  useEffect(() => {
    if (showingPreview && cv) fetchForOffline(cv);
  }, [showingPreview, cv]);

  /** For 'Generate CV': what the CV's files need, fetched while the person reads the preview. */
  const prepareFiles = useCallback((generated: CvData) => {
    setEmailOutcome(null);
    fetchForOffline(generated);
  }, []);

  const run = async ({ offline, failed, busy = false }: Action, task: () => Promise<void>) => {
    if (busy) setDownloading(true);
    try {
      await task();
    } catch (error) {
      if (error instanceof CodeNotHereError) {
        const [what, button] = offline();
        notify("error", m.cvform_offline_title({ what }), m.cvform_offline_description({ button }));
      } else if (failed) failed(error);
      else throw error;
    } finally {
      if (busy) setDownloading(false);
    }
  };

  const downloadPdf = () => {
    if (!cv) return;
    return run(
      { offline: () => [m.cvform_offline_pdf(), m.cvform_download_pdf()], failed: pdfFailed, busy: true },
      async () => {
        const { renderCvPdf, pdfFileName, saveFile } = await pdfCode(cv);
        saveFile(await renderCvPdf(cv), pdfFileName(cv));
        // The specification's toast, once the file is on its way: never beside an error.
        notify("success", m.cvform_download_started_title(), m.cvform_download_started_description());
      },
    );
  };

  const downloadWord = () => {
    if (!cv) return;
    return run({ offline: () => [m.cvform_offline_word(), m.cvform_download_word()], failed: wordFailed }, async () => {
      const { cvDocxBlob, fileNameOf, saveFile } = await fetchCode(loadExportModule);
      saveFile(cvDocxBlob(cv), fileNameOf(cv, "docx"));
      notify("success", m.cvform_word_ready_title(), m.cvform_word_ready_description());
    });
  };

  const email = () => {
    if (!cv) return;
    return run(
      { offline: () => [m.cvform_email_me(), m.cvform_email_me()], failed: pdfFailed, busy: true },
      async () => {
        // Both fetched and the PDF made first: the share sheet needs the tap to be recent.
        const [{ renderCvPdf, pdfFileName }, { sendCv }] = await Promise.all([
          pdfCode(cv),
          fetchCode(loadExportModule),
        ]);
        const pdf = await renderCvPdf(cv);
        const outcome = await sendCv(cv, pdf, pdfFileName(cv));
        if (outcome === "cancelled") return;
        setEmailOutcome(outcome);
        notify("success", m.cvform_email_sent_title(), m.cvform_email_sent_description({ email: cv.email }));
      },
    );
  };

  const saveCvFile = () =>
    run({ offline: () => [m.cvform_offline_save_file(), m.cvform_save_file_button()] }, async () => {
      const { toJsonResume, jsonResumeFileName, saveFile, storedMyJobs } = await fetchCode(loadFileWriter);
      const values = readValues();
      // My jobs goes with the CV: the toast says the file holds it.
      const myJobs = storedMyJobs();
      const json = JSON.stringify(toJsonResume(values, myJobs), null, 2);
      saveFile(new Blob([json], { type: "application/json" }), jsonResumeFileName(values));
      notify(
        "success",
        m.cvform_file_saved_title(),
        [
          m.cvform_file_saved_description({ button: m.cvform_open_file_button() }),
          ...(myJobs.length > 0 ? [m.cvform_file_saved_jobs()] : []),
        ].join(" "),
      );
    });

  const openCvFile = (file: File) =>
    run({ offline: () => [m.cvform_offline_open_file(), m.cvform_open_file_button()] }, async () => {
      const { readCvFile, keepFileJobs } = await fetchCode(loadExportModule);
      const result = await readCvFile(file);
      if (!result.ok) {
        // The draft is left as it was.
        setFileProblem(result.message);
        return;
      }
      setFileProblem(null);
      onFileOpened(result.values);
      // The file's My jobs join the list on this phone.
      const jobNotes = keepFileJobs(result.myJobs);
      notify(
        "success",
        m.cvform_file_opened_title(),
        [m.cvform_file_opened_description({ file: file.name }), ...result.notes, ...jobNotes].join(" "),
      );
    });

  return {
    /** A PDF is being made: the PDF buttons wait. */
    downloading,
    /** Why the last CV file could not be opened. */
    fileProblem,
    /** What the last 'Email to Me' did, for the note under the buttons; cleared by the next CV. */
    emailOutcome,
    clearFileProblem: () => setFileProblem(null),
    prepareFiles,
    downloadPdf,
    downloadWord,
    email,
    saveCvFile,
    openCvFile,
  };
}
