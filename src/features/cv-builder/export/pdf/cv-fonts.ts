import { Font } from "@react-pdf/renderer";
import cyrillicBold from "@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url";
import cyrillicRegular from "@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url";
import greekBold from "@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff?url";
import greekRegular from "@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url";
import latinExtBold from "@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url";
import latinExtRegular from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url";
import latinBold from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url";
import latinRegular from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url";
import vietnameseBold from "@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff?url";
import vietnameseRegular from "@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?url";
import type { PdfFontSubset } from "../logic/pdf-characters";

/*
 * The PDF's font: Noto Sans (SIL Open Font License), regular and bold, self-hosted from
 * @fontsource/noto-sans. Each Unicode subset is its own family, and a text style lists them as a
 * fallback array, so the PDF draws "Łukasz Đặng", "œ", Greek and Cyrillic as themselves. Only this
 * module (imported by the PDF maker, itself loaded with import()) names the files, so they are
 * never in a page's first load nor in the install-time precache; the browser fetches those a CV
 * needs when the first PDF is made, and the service worker keeps them (the lazy-assets cache).
 * WOFF, not WOFF2: the PDF library's font reader takes WOFF without a Brotli decoder. The browser
 * keeps a CV's files in the page as data: URLs once fetched (fetchPdfFonts), so a PDF made offline
 * after 'Generate CV' has them.
 * Sizes (regular + bold): latin 33.6 KB, latin-ext 160.9 KB, vietnamese 14.8 KB, greek 20.0 KB,
 * cyrillic 18.1 KB.
 */

export const pdfFontFiles: Record<PdfFontSubset, { regular: string; bold: string }> = {
  latin: { regular: latinRegular, bold: latinBold },
  "latin-ext": { regular: latinExtRegular, bold: latinExtBold },
  vietnamese: { regular: vietnameseRegular, bold: vietnameseBold },
  greek: { regular: greekRegular, bold: greekBold },
  cyrillic: { regular: cyrillicRegular, bold: cyrillicBold },
};

export const pdfFontFamily = (subset: PdfFontSubset) => `Noto Sans ${subset}`;

/** Words longer than this may break anywhere, so a 300-character URL wraps instead of running off the page. */
const LONGEST_UNBROKEN_WORD = 30;

const registered = new Set<PdfFontSubset>();
let hyphenationSet = false;

/**
 * Registers the fonts of these subsets with the PDF library, each once. `source` maps a file's URL
 * to what the library should read: in the browser a data: URL of the bytes fetchPdfFonts kept (so
 * a PDF is made with no connection once they are here), in the tests a path on disk.
 */
export function registerPdfFonts(
  source: (url: string) => string,
  subsets: readonly PdfFontSubset[] = Object.keys(pdfFontFiles) as PdfFontSubset[],
) {
  for (const subset of subsets) {
    if (registered.has(subset)) continue;
    registered.add(subset);
    const files = pdfFontFiles[subset];
    Font.register({
      family: pdfFontFamily(subset),
      fonts: [
        { src: source(files.regular), fontWeight: 400 },
        { src: source(files.bold), fontWeight: 700 },
      ],
    });
  }
  if (hyphenationSet) return;
  hyphenationSet = true;
  // No hyphens inserted into words (the PDF's text stays the person's, letter for letter), but a
  // very long word, such as a URL, breaks where it must.
  Font.registerHyphenationCallback((word) => ([...word].length > LONGEST_UNBROKEN_WORD ? [...word] : [word]));
}

/** Font files fetched in this page, as data: URLs, by their URL. */
const fetched = new Map<string, Promise<string>>();

/** One font file's bytes as a data: URL, fetched once; a failed fetch (offline) is tried again next time. */
function fetchFontFile(url: string): Promise<string> {
  let pending = fetched.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.blob();
      })
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.addEventListener("load", () => resolve(String(reader.result)));
            reader.addEventListener("error", () => reject(reader.error ?? new Error(`${url} could not be read`)));
            reader.readAsDataURL(blob);
          }),
      )
      .catch((error: unknown) => {
        fetched.delete(url);
        throw error;
      });
    fetched.set(url, pending);
  }
  return pending;
}

/**
 * Fetches the font files of these subsets and keeps them in the page, then registers them: fetched
 * when the CV is generated (useCvExports), so a connection lost afterwards still gives a PDF. The PDF
 * library caches a font it failed to fetch as failed for good; fetching here first means it only
 * ever reads bytes already in hand. Rejects when a file cannot be fetched.
 */
export async function fetchPdfFonts(subsets: readonly PdfFontSubset[]): Promise<void> {
  const urls = subsets.flatMap((subset) => [pdfFontFiles[subset].regular, pdfFontFiles[subset].bold]);
  const sources = new Map(await Promise.all(urls.map(async (url) => [url, await fetchFontFile(url)] as const)));
  registerPdfFonts((url) => sources.get(url) ?? url, subsets);
}
