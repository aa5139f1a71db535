// The home page's service cards: one list in content/home/services.yaml (read by
// ../load/services.ts), and what a translation of a card holds (see ./translations.ts). The
// fields' hints: see ./fields.ts.
import { z } from "zod";
import { text } from "./fields.ts";

export const SERVICE_ICONS = ["newspaper", "lifebuoy", "document", "briefcase"] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export function serviceSchema(pagePaths: readonly string[]) {
  return z.strictObject({
    title: text().meta({ description: "The card's heading." }),
    description: text().meta({ description: "One sentence under the heading." }),
    link: text()
      .refine((value) => pagePaths.includes(value), `must be one of the site's pages: ${pagePaths.join(", ")}`)
      .meta({ description: "The page the card's 'Learn More' button opens." }),
    icon: z
      .enum(SERVICE_ICONS, `must be one of: ${SERVICE_ICONS.join(", ")}`)
      .meta({ description: "The card's picture." }),
  });
}

export type HomeService = z.infer<ReturnType<typeof serviceSchema>>;

/** A home-page service card's words; its link and icon stay in the English file. */
export const serviceTranslationSchema = z.strictObject({ title: text(), description: text() });
export type ServiceTranslation = z.infer<typeof serviceTranslationSchema>;
