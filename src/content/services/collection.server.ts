// The home page's service cards: one list in content/home/services.yaml, translated card by card in
// the English order; each card's link and icon stay as the English file has them. The fields and
// their checks, what a translation holds, and the editor's collection. Node only: the home page
// imports ./pages.ts.
import type { Field } from "@sveltia/cms";
import { z } from "zod";
import { navLinks } from "../../config/paths.ts";
import { defineCollection } from "../engine/collection.server.ts";
import type { ByLocale } from "../engine/context.server.ts";
import { fieldsOf, textArea, type Shape } from "../engine/editor-fields.server.ts";
import { text } from "../engine/fields.ts";
import { readListFile } from "../engine/list.server.ts";

export const SERVICE_ICONS = ["newspaper", "lifebuoy", "document", "briefcase"] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** Each card picture's name, as the editor offers it. */
const ICON_NAMES: Record<ServiceIcon, string> = {
  newspaper: "Newspaper",
  lifebuoy: "Lifebuoy",
  document: "Document",
  briefcase: "Briefcase",
};

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

/** The pages a card may lead to: the site's own, as the menu lists them. */
const pagePaths = navLinks.map((link) => link.path);
const serviceSchemaOfSite = serviceSchema(pagePaths);

export const services = defineCollection({
  name: "services",
  path: "home/services.yaml",
  schema: serviceSchemaOfSite,
  translation: serviceTranslationSchema,
  read: (ctx, file): ByLocale<HomeService[]> =>
    readListFile(ctx, file, {
      item: "service",
      nameKey: "title",
      label: "the home page's services",
      schema: serviceSchemaOfSite,
      translation: serviceTranslationSchema,
      englishOnly: services.englishOnly,
    }),
  editor: () => [
    {
      name: "home",
      label: "Home page",
      i18n: true,
      files: [
        {
          name: "services",
          label: "Our Services",
          file: "content/home/services.{{locale}}.yaml",
          format: "yaml",
          i18n: true,
          fields: [
            {
              name: "services",
              label: "Services",
              widget: "list",
              root: true,
              // Cards are added, removed and put in order in English; each translation follows.
              i18n: "duplicate",
              label_singular: "Service",
              summary: "{{fields.title}}",
              hint: "The cards of 'Our Services' on the home page, in the order shown.",
              fields: fieldsOf(serviceSchemaOfSite.shape as Shape, serviceTranslationSchema.shape as Shape, {
                description: textArea,
                link: { widget: "select", options: pagePaths },
                // Each picture named in the staff's three languages (src/content/engine/editor-words.yaml).
                icon: {
                  widget: "select",
                  options: SERVICE_ICONS.map((value) => ({ label: ICON_NAMES[value], value })),
                },
              }),
            } as Field,
          ],
        },
      ],
    },
  ],
});
