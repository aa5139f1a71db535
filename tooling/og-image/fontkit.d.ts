// The little of fontkit 2 (no types of its own) that the share images use: a font's glyph outlines.
declare module "fontkit" {
  export type Glyph = { id: number; advanceWidth: number; path: { toSVG(): string } };
  export type GlyphRun = { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
  export type Font = {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
    hasGlyphForCodePoint(codePoint: number): boolean;
  };
  export function openSync(file: string): Font;
}
