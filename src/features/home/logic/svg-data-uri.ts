/**
 * An SVG file as a compact `data:` URI for an `<img src>`: comments dropped, whitespace collapsed,
 * double quotes swapped for single ones, and only the characters a URL cannot hold percent-encoded.
 * Readable text compresses far better with the page's gzip than base64 does (1.7 against 2.9 KiB
 * for the hero).
 */
export function svgDataUri(svg: string): string {
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\s+/g, " ")
    .replace(/> </g, "><")
    .trim()
    .replace(/[%#<>?[\\\]^`{|}]/g, (char) => encodeURIComponent(char))
    .replace(/'/g, "%27")
    .replace(/"/g, "'");
  return `data:image/svg+xml,${compact}`;
}
