import { importOnce } from "@/lib/import-once";
import { ReaderUnavailableError, UnreadableCvError } from "./unreadable-cv-error";

/*
 * Reads a chosen CV's text in the browser; nothing is uploaded. The reader for the file's format
 * is fetched with import() the moment the file is chosen, so it is there when the 2-second scan
 * ends and never weighs on a page's first load.
 */

export type CvReadResult =
  | { status: "read"; text: string }
  /** The file holds no text we can get at: a scanned image, encrypted, damaged, or not what it says. */
  | { status: "unreadable" }
  /** The reader's code could not be fetched: the connection, not the file, is at fault. */
  | { status: "no-connection" };

export type CvFormat = "pdf" | "docx" | "doc";

const startsWith = (bytes: Uint8Array, text: string) => [...text].every((char, i) => bytes[i] === char.charCodeAt(0));

/**
 * The format the content says, whatever the name claims (a .doc that is really a .docx is read as
 * one); the name decides only when the content does not say.
 */
export function cvFormat(bytes: Uint8Array, name: string): CvFormat | undefined {
  const head = bytes.subarray(0, 1024);
  // PDF allows junk before its header, within the first kilobyte.
  if (new TextDecoder("latin1").decode(head).includes("%PDF-")) return "pdf";
  if (startsWith(bytes, "PK\u0003\u0004")) return "docx";
  // The compound-file signature of Word 97–2003 (checked here so its reader stays lazy).
  if (startsWith(bytes, "\u00d0\u00cf\u0011\u00e0\u00a1\u00b1\u001a\u00e1")) return "doc";
  const extension = name.toLowerCase().split(".").pop();
  return extension === "pdf" || extension === "docx" || extension === "doc" ? extension : undefined;
}

type Reader = (bytes: Uint8Array) => string | Promise<string>;

/** Each format's reader code, fetched again after a failure, where the browser keeps it too (importOnce). */
const readers = {
  pdf: importOnce(() => import("./cv-reader-pdf")),
  docx: importOnce(() => import("./cv-reader-docx")),
  doc: importOnce(() => import("./cv-reader-doc")),
};

/** The reader's code for a format; rejects when it cannot be fetched. */
function loadReader(format: CvFormat): Promise<Reader> {
  switch (format) {
    case "pdf":
      return readers.pdf().then((module) => module.readPdfText);
    case "docx":
      return readers.docx().then((module) => module.readDocxText);
    case "doc":
      return readers.doc().then((module) => module.readDocText);
  }
}

/** Never rejects: every failure is one of the results. */
export async function readCvFile(file: Blob & { name: string }): Promise<CvReadResult> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { status: "unreadable" };
  }
  const format = cvFormat(bytes, file.name);
  if (!format) return { status: "unreadable" };
  let reader: Reader;
  try {
    reader = await loadReader(format);
  } catch {
    return { status: "no-connection" };
  }
  try {
    const text = await reader(bytes);
    return /\p{L}/u.test(text) ? { status: "read", text } : { status: "unreadable" };
  } catch (error) {
    if (error instanceof ReaderUnavailableError) return { status: "no-connection" };
    if (!(error instanceof UnreadableCvError)) console.warn("The CV could not be read:", error);
    return { status: "unreadable" };
  }
}
