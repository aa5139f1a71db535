import { useEffect, useState } from "react";
import { notify } from "@/components/ui/notify";
import * as m from "@/i18n/messages";
import { loadOnce } from "@/lib/load-once";
import { cvFileName } from "../../logic/cv-format";
import type { CvData, CvFormValues } from "../../logic/cv-schema";

/** The PDF maker (@react-pdf/renderer, several hundred KiB): fetched once a CV is on screen. */
const loadPdfModule = loadOnce(() => import("../pdf/render-cv-pdf"));
/** Word, JSON Resume and share/mail: fetched when one of their buttons is pressed. */
const loadExportModule = loadOnce(() => import("../logic/cv-export"));

/** A chunk that could not be fetched: the device is offline and the code was never kept on it. */
class CodeNotHereError extends Error {}
const fetchCode = <T>(load: () => Promise<T>) =>
  load().catch((error: unknown) => {
    throw new CodeNotHereError(String(error));
  });

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
 * code is fetched on demand; when it cannot be (offline, never fetched before), the person is told
 * which button to press again once back online, whatever the button.
 */
export function useCvExports({ cv, showingPreview, readValues, onFileOpened }: Options) {
  const [downloading, setDownloading] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  // Once a CV is on screen, fetch the PDF code in the background so the download starts at once.
  useEffect(() => {
    if (showingPreview && cv) void loadPdfModule().catch(() => undefined);
  }, [showingPreview, cv]);

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
    notify("success", m.cvform_download_started_title(), m.cvform_download_started_description());
    return run(
      { offline: () => [m.cvform_offline_pdf(), m.cvform_download_pdf()], failed: pdfFailed, busy: true },
      async () => {
        const { renderCvPdf, saveFile } = await fetchCode(loadPdfModule);
        saveFile(await renderCvPdf(cv), cvFileName(cv));
      },
    );
  };

  const downloadWord = () => {
    if (!cv) return;
    return run({ offline: () => [m.cvform_offline_word(), m.cvform_download_word()], failed: wordFailed }, async () => {
      const { cvDocxBlob, saveFile } = await fetchCode(loadExportModule);
      saveFile(cvDocxBlob(cv), cvFileName(cv).replace(/\.pdf$/, ".docx"));
      notify("success", m.cvform_word_ready_title(), m.cvform_word_ready_description());
    });
  };

  const email = () => {
    if (!cv) return;
    return run(
      { offline: () => [m.cvform_email_me(), m.cvform_email_me()], failed: pdfFailed, busy: true },
      async () => {
        // Both fetched and the PDF made first: the share sheet needs the tap to be recent.
        const [{ renderCvPdf }, { sendCv }] = await Promise.all([
          fetchCode(loadPdfModule),
          fetchCode(loadExportModule),
        ]);
        const pdf = await renderCvPdf(cv);
        const outcome = await sendCv(cv, pdf, cvFileName(cv));
        if (outcome !== "cancelled") {
          notify("success", m.cvform_email_sent_title(), m.cvform_email_sent_description({ email: cv.email }));
        }
      },
    );
  };

  const saveCvFile = () =>
    run({ offline: () => [m.cvform_offline_save_file(), m.cvform_save_file_button()] }, async () => {
      const { toJsonResume, jsonResumeFileName, saveFile } = await fetchCode(loadExportModule);
      const values = readValues();
      const json = JSON.stringify(toJsonResume(values), null, 2);
      saveFile(new Blob([json], { type: "application/json" }), jsonResumeFileName(values));
      notify(
        "success",
        m.cvform_file_saved_title(),
        m.cvform_file_saved_description({ button: m.cvform_open_file_button() }),
      );
    });

  const openCvFile = (file: File) =>
    run({ offline: () => [m.cvform_offline_open_file(), m.cvform_open_file_button()] }, async () => {
      const { readCvFile } = await fetchCode(loadExportModule);
      const result = await readCvFile(file);
      if (!result.ok) {
        // The draft is left as it was.
        setFileProblem(result.message);
        return;
      }
      setFileProblem(null);
      onFileOpened(result.values);
      notify(
        "success",
        m.cvform_file_opened_title(),
        [m.cvform_file_opened_description({ file: file.name }), ...result.notes].join(" "),
      );
    });

  return {
    /** A PDF is being made: the PDF buttons wait. */
    downloading,
    /** Why the last CV file could not be opened. */
    fileProblem,
    clearFileProblem: () => setFileProblem(null),
    downloadPdf,
    downloadWord,
    email,
    saveCvFile,
    openCvFile,
  };
}
