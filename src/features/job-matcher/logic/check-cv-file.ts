import * as m from "@/i18n/messages";
import { formatFileSize } from "./format-file-size";

/** The CV formats the scan takes (spec §5, §9): PDF and Word. */
export const ACCEPTED_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

/** The MIME types browsers give those formats. */
export const ACCEPTED_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

/**
 * Types that say nothing about the content. Some systems report a Word file as one of these, so
 * the extension alone decides, as it does when the browser gives no type at all.
 */
const UNKNOWN_MIME_TYPES = ["", "application/octet-stream"];

/** The largest CV taken. The spec sets no limit; 10 MB is far above any real CV and what users expect. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The file picker's `accept`: extensions and MIME types both, so every platform's picker filters. */
export const FILE_INPUT_ACCEPT = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(",");

/** What the upload area says it takes. */
export const FILE_HINT = m.jobs_upload_hint({ size: formatFileSize(MAX_FILE_BYTES) });

export const FILE_MESSAGES = {
  wrongType: m.jobs_file_wrong_type(),
  empty: m.jobs_file_empty(),
  tooLarge: m.jobs_file_too_large({ size: formatFileSize(MAX_FILE_BYTES) }),
};

/** What the checks need of a file; a browser `File` has all of it. */
export type FileFacts = { name: string; type: string; size: number };

export type FileCheck = { ok: true } | { ok: false; reason: keyof typeof FILE_MESSAGES; message: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot).toLowerCase();
}

function refuse(reason: keyof typeof FILE_MESSAGES): FileCheck {
  return { ok: false, reason, message: FILE_MESSAGES[reason] };
}

/** Whether a chosen or dropped file can be scanned, and if not, the message that says why. */
export function checkCvFile({ name, type, size }: FileFacts): FileCheck {
  const extensionOk = (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(name));
  const mime = type.trim().toLowerCase();
  const mimeOk = UNKNOWN_MIME_TYPES.includes(mime) || (ACCEPTED_MIME_TYPES as readonly string[]).includes(mime);
  if (!extensionOk || !mimeOk) return refuse("wrongType");
  if (size <= 0) return refuse("empty");
  if (size > MAX_FILE_BYTES) return refuse("tooLarge");
  return { ok: true };
}
