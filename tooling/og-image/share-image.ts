// The picture a chat app or Facebook shows with a shared news page (og:image): 1200 × 630, made at
// build. An item with a photo gets its photo cropped to fill it (JPEG); an item without one gets a
// card in the site's colours with its title and date written on it (PNG). The words are drawn as
// the outlines of Noto Sans (the PDF's font, @fontsource/noto-sans), so the picture is the same on
// any machine, fonts installed or not.
import { createRequire } from "node:module";
import path from "node:path";
import { openSync, type Font } from "fontkit";
import sharp from "sharp";

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The foundation's name on the card, as src/config/site.ts has it (a test holds them equal). */
export const SHARE_SITE_NAME = "Koudmen Seychelles Foundation";

const require = createRequire(import.meta.url);
const fontFile = (subset: "latin" | "latin-ext", weight: 400 | 700) =>
  path.join(
    path.dirname(require.resolve("@fontsource/noto-sans/package.json")),
    "files",
    `noto-sans-${subset}-${weight}-normal.woff`,
  );

type Fonts = { latin: Font; latinExt: Font };
const fonts = new Map<number, Fonts>();
function fontsOf(weight: 400 | 700): Fonts {
  let found = fonts.get(weight);
  if (!found) {
    found = { latin: openSync(fontFile("latin", weight)), latinExt: openSync(fontFile("latin-ext", weight)) };
    fonts.set(weight, found);
  }
  return found;
}

/**
 * Text as the font can draw it: Noto Sans has no narrow no-break space (U+202F, which French sets
 * before ; : ! ? and in numbers), so it is drawn as the no-break space it has, not as a missing glyph.
 */
const drawable = (text: string) => text.replaceAll("\u202F", "\u00A0");

/** The font that has every letter of `text` (Kreol and French need only Latin; a rarer letter, Latin Extended). */
function fontFor(text: string, weight: 400 | 700): Font {
  const { latin, latinExt } = fontsOf(weight);
  return [...text].every((letter) => latin.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0)) ? latin : latinExt;
}

/** How wide `text` is at `size` px. */
export function textWidth(text: string, size: number, weight: 400 | 700 = 700): number {
  const font = fontFor(drawable(text), weight);
  const run = font.layout(drawable(text));
  return (run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * size) / font.unitsPerEm;
}

/** `text` cut into lines no wider than `width` at `size` px, between words (a word too long for a line stays whole). */
export function wrapText(text: string, width: number, size: number, weight: 400 | 700 = 700): string[] {
  const lines: string[] = [];
  let line = "";
  // Between words, not at a no-break space ("30 juin 2026" stays on one line).
  for (const word of text.split(/[^\S\u00A0\u202F]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, weight) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** One line of text as SVG paths, its baseline's left end at (x, y). */
function textPaths(text: string, x: number, y: number, size: number, weight: 400 | 700, fill: string): string {
  const font = fontFor(drawable(text), weight);
  const scale = size / font.unitsPerEm;
  const run = font.layout(drawable(text));
  let pen = 0;
  const glyphs = run.glyphs.map((glyph, index) => {
    const position = run.positions[index] ?? { xAdvance: glyph.advanceWidth, xOffset: 0, yOffset: 0 };
    const d = glyph.path.toSVG();
    const at = pen + position.xOffset;
    pen += position.xAdvance;
    return d ? `<path transform="translate(${at} ${position.yOffset})" d="${d}"/>` : "";
  });
  return `<g fill="${fill}" transform="translate(${x} ${y}) scale(${scale} ${-scale})">${glyphs.join("")}</g>`;
}

const MARGIN = 80;
const TITLE_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;

/** The title's size and lines: as large as fits in three lines (down to 44 px, then cut with an ellipsis). */
export function titleLayout(title: string): { size: number; lines: string[] } {
  for (const size of [72, 64, 56, 50, 44]) {
    const lines = wrapText(title, TITLE_WIDTH, size);
    if (lines.length <= 3 && lines.every((line) => textWidth(line, size) <= TITLE_WIDTH)) return { size, lines };
  }
  const size = 44;
  const lines = wrapText(title, TITLE_WIDTH, size).slice(0, 3);
  let last = `${lines[2] ?? ""}…`;
  while (last.length > 1 && textWidth(last, size) > TITLE_WIDTH) last = `${last.slice(0, -2).trimEnd()}…`;
  lines[2] = last;
  return { size, lines };
}

/** The card for an item without a photo, as SVG: the site's name, the title, the date. */
export function shareCardSvg({ siteName, title, date }: { siteName: string; title: string; date: string }): string {
  const { width, height } = SHARE_IMAGE;
  const { size, lines } = titleLayout(title);
  const lineHeight = Math.round(size * 1.2);
  const titleTop = (height - lines.length * lineHeight) / 2 + size * 0.8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#0a5c8a"/>`,
    `<rect y="${height - 24}" width="${width}" height="24" fill="#f2b705"/>`,
    textPaths(siteName, MARGIN, MARGIN + 20, 36, 700, "#ffffff"),
    ...lines.map((line, index) => textPaths(line, MARGIN, titleTop + index * lineHeight, size, 700, "#ffffff")),
    textPaths(date, MARGIN, height - MARGIN, 34, 400, "#d6ecf7"),
    "</svg>",
  ].join("");
}

/** The card as a PNG (a few colours: a small palette file). */
export function shareCardPng(words: { siteName: string; title: string; date: string }): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg(words)))
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toBuffer();
}

/**
 * The lines of a page's sentence under its title: at 36 px if it fits in `maxLines`, else at 32 px,
 * cut with an ellipsis after the last line that fits.
 */
export function textLayout(text: string, maxLines = 3): { size: number; lines: string[] } {
  for (const size of [36, 32]) {
    const lines = wrapText(text, TITLE_WIDTH, size, 400);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = 32;
  const lines = wrapText(text, TITLE_WIDTH, size, 400).slice(0, maxLines);
  let last = `${lines[maxLines - 1] ?? ""}…`;
  while (last.length > 1 && textWidth(last, size, 400) > TITLE_WIDTH) last = `${last.slice(0, -2).trimEnd()}…`;
  lines[maxLines - 1] = last;
  return { size, lines };
}

/**
 * A page's card (the home page, /news, /help…), as SVG: the site's name, the page's heading and,
 * under it, the sentence that says what the page is for, the block centred in the space below the
 * name. A heading that names the site itself ("Welcome to the Koudmen Seychelles Foundation") is not
 * topped with the name again: the block is centred on the card.
 */
export function pageCardSvg({ siteName, title, text }: { siteName: string; title: string; text: string }): string {
  const { width, height } = SHARE_IMAGE;
  const heading = titleLayout(title);
  const words = textLayout(text);
  const headingLine = Math.round(heading.size * 1.2);
  const textLine = Math.round(words.size * 1.4);
  const gap = 28;
  const blockHeight = heading.lines.length * headingLine + gap + words.lines.length * textLine;
  // Between the name's line (its baseline at 100), if drawn, and the yellow band (24 px from the bottom).
  const named = !title.includes(siteName);
  const above = named ? 130 : 0;
  const top = above + (height - 24 - above - blockHeight) / 2;
  const headingTop = top + heading.size * 0.95;
  const textTop = top + heading.lines.length * headingLine + gap + words.size * 0.95;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#0a5c8a"/>`,
    `<rect y="${height - 24}" width="${width}" height="24" fill="#f2b705"/>`,
    named ? textPaths(siteName, MARGIN, MARGIN + 20, 36, 700, "#ffffff") : "",
    ...heading.lines.map((line, index) =>
      textPaths(line, MARGIN, headingTop + index * headingLine, heading.size, 700, "#ffffff"),
    ),
    ...words.lines.map((line, index) =>
      textPaths(line, MARGIN, textTop + index * textLine, words.size, 400, "#d6ecf7"),
    ),
    "</svg>",
  ].join("");
}

/** A page's card as a PNG (see pageCardSvg). */
export function pageCardPng(words: { siteName: string; title: string; text: string }): Promise<Buffer> {
  return sharp(Buffer.from(pageCardSvg(words)))
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toBuffer();
}

/** A photo cropped to fill 1200 × 630 (its middle kept), as a JPEG: chat apps refuse large previews. */
export function sharePhotoJpeg(photo: string | Buffer): Promise<Buffer> {
  return sharp(photo)
    .rotate()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover", position: "attention" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
