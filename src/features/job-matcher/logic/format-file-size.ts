const KB = 1024;
const MB = 1024 * KB;

/** A file size as a person reads it: "512 bytes", "24 KB", "1.5 MB" (binary units, as file managers show). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  if (bytes < MB) return `${trim(bytes / KB)} KB`;
  return `${trim(bytes / MB)} MB`;
}

/** One decimal below 10 ("2.5 MB"), whole numbers above ("24 KB"), and never a trailing ".0". */
function trim(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return String(rounded);
}
