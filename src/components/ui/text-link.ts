import { variants } from "@/lib/variants";

/**
 * A link that reads as one: underlined, in the site's blue (or red, in an error message). Its
 * place decides its size, so that a thumb can hit it (e2e/target-size.spec.ts measures them):
 * - `own`, on its own line (the default): at least 44 px tall, its icon inside it (WCAG 2.5.5; 2.5.8
 *   asks 24). The Help Directory's phone, e-mail and website links, a page's way back.
 * - `list`, one of a list of links: at least 24 px (2.5.8), so a long list stays short.
 * - `inline`, inside a sentence: as tall as its line, as 2.5.8's inline exception allows.
 */
export const textLinkVariants = variants(
  "underline underline-offset-4 hover:no-underline",
  {
    tone: { primary: "text-primary", destructive: "text-destructive" },
    place: { own: "inline-flex min-h-11 items-center gap-2", list: "inline-block py-1", inline: "" },
  },
  { tone: "primary", place: "own" },
);
