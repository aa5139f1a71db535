import * as m from "@/i18n/messages";
import { formatNumber, takesSingular } from "@/lib/numbers";

const KB = 1024;
const MB = 1024 * KB;

/** The number in a size: no thousands separator ("1023 bytes"), the language's decimal sign ("1,5 Mo"). */
const sizeNumber = (value: number) => formatNumber(value, { grouping: false, maxFractionDigits: 1 });

/** A file size as a person reads it: "512 bytes", "24 KB", "1.5 MB" (binary units, as file managers show). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) {
    const size = sizeNumber(bytes);
    return takesSingular(bytes) ? m.jobs_size_byte_one({ size }) : m.jobs_size_bytes({ size });
  }
  if (bytes < MB) return m.jobs_size_kb({ size: sizeNumber(trim(bytes / KB)) });
  return m.jobs_size_mb({ size: sizeNumber(trim(bytes / MB)) });
}

/** One decimal below 10 ("2.5 MB"), whole numbers above ("24 KB"), and never a trailing ".0". */
function trim(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}
