// The editor's configuration (/admin/config.yml), written at build from the same zod schemas that
// check content/ (../content/schemas/). Each collection's fields are the schema's fields in the
// schema's order; a field is required when the schema requires it, checked with the schema's regular
// expression (or its `.meta({ pattern })`) and the message the build would give, and its hint is the
// schema's `.meta({ description })`. A field is translated (`i18n: true`) exactly when the language
// files hold it (the translation schemas); the others stay in the English file. Only how each field
// is edited (a date picker, a list of days, a photo) is said here; reading a schema's fields is
// ./schema-fields.ts. cms-config.test.ts holds the two to the same answers.
import { stringify } from "yaml";
import type { CmsConfig, Field } from "@sveltia/cms";
import { navLinks } from "../../src/config/paths.ts";
import { baseLocale, locales } from "../../src/i18n/locales.ts";
import { helpEntrySchema, helpTranslationSchema, HELP_CATEGORIES } from "../content/schemas/help.ts";
import { jobListingSchema, jobTranslationSchema } from "../content/schemas/jobs.ts";
import { newsItemSchema, newsTranslationSchema } from "../content/schemas/news.ts";
import { serviceSchema, serviceTranslationSchema } from "../content/schemas/services.ts";
import { NEWS_PHOTOS_FOLDER } from "../content/load-content.ts";
import { cmsBackend } from "./backend.mjs";
import { dateField, fieldsOf, textArea, type Editing, type Shape } from "./schema-fields.ts";

const summaryOf = (name: string) => `{{fields.${name}}}`;

/** The editor's configuration: every collection of content/, in English, French and Kreol Seselwa. */
export function cmsConfig(): CmsConfig {
  const newsShape = { ...newsItemSchema.shape } as Shape;
  // The article's paragraphs are the Markdown body of the file, below the front matter.
  const { content: body, ...newsFrontMatter } = newsShape;
  const newsTranslated = { ...newsTranslationSchema.shape } as Shape;
  const { content: bodyTranslated, ...newsFrontMatterTranslated } = newsTranslated;
  const newsFields = [
    ...fieldsOf(newsFrontMatter, newsFrontMatterTranslated, {
      date: dateField,
      event_date: dateField,
      description: textArea,
      photo: { widget: "image", choose_url: false },
    }),
    // Edited as plain text, written as the file's body: its hint and required flag are the schema's.
    ...fieldsOf({ body: body! }, { body: bodyTranslated! }, {}, { body: "Text" }).map(
      ({ name, label, i18n, hint, required }: Record<string, unknown>) =>
        ({ name, label, i18n, hint, ...(required === undefined ? {} : { required }), widget: "text" }) as Field,
    ),
  ];

  const helpEditing: Record<string, Editing> = {
    description: textArea,
    email: { type: "email" },
    schedules: { label_singular: "Opening", summary: "{{fields.byday}} {{fields.opens_at}}–{{fields.closes_at}}" },
    services: { label_singular: "Service" },
  };
  const helpFields = fieldsOf(helpEntrySchema.shape as Shape, helpTranslationSchema.shape as Shape, helpEditing, {
    byday: "Days",
    opens_at: "Opens at",
    closes_at: "Closes at",
  });

  const pagePaths = navLinks.map((link) => link.path);
  const serviceFields = fieldsOf(serviceSchema(pagePaths).shape as Shape, serviceTranslationSchema.shape as Shape, {
    description: textArea,
    link: { widget: "select", options: pagePaths },
    icon: { widget: "select" },
  });

  const jobFields = fieldsOf(jobListingSchema.shape as Shape, jobTranslationSchema.shape as Shape, {
    posted: dateField,
    closes: dateField,
    description: textArea,
    requirements: { label_singular: "Requirement", summary: summaryOf("text") },
  });

  return {
    // GitHub, sign-in with a token (or the sign-in worker when set), commit messages: ./backend.mjs.
    backend: cmsBackend(),
    // The sign-in page and the browser tab name the foundation, with the site's own icon.
    app_title: "Koudmen Seychelles Foundation: editor",
    logo: { src: "/icons/app-icon.svg" },
    // News photos go beside the news (content/news/photos/); nothing else has pictures.
    media_folder: `content/news/${NEWS_PHOTOS_FOLDER}`,
    public_folder: NEWS_PHOTOS_FOLDER,
    // No stock photo services: they are other hosts, and a news photo is the foundation's own. An
    // uploaded photo is renamed as a file name should be ("IMG_2041 Turtle.JPG" from a phone becomes
    // img_2041-turtle.jpg), so its ending passes the photo field's check and its address has no space.
    media_libraries: { default: { config: { slugify_filename: true } }, stock_assets: false },
    i18n: {
      structure: "multiple_files",
      locales: [...locales],
      default_locale: baseLocale,
      omit_default_locale_from_file_path: true,
    },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: "news",
        label: "News",
        label_singular: "News item",
        folder: "content/news",
        extension: "md",
        format: "yaml-frontmatter",
        create: true,
        i18n: true,
        identifier_field: "title",
        slug: "{{fields.date}}-{{slug}}",
        summary: "{{fields.date}} · {{fields.title}}",
        sortable_fields: ["date", "title"],
        media_folder: NEWS_PHOTOS_FOLDER,
        public_folder: NEWS_PHOTOS_FOLDER,
        fields: newsFields,
      },
      ...HELP_CATEGORIES.map((category) => ({
        name: `help-${category}`,
        label: category === "government" ? "Help: Government" : "Help: Private",
        label_singular: "Help entry",
        folder: `content/help/${category}`,
        extension: "yaml",
        format: "yaml" as const,
        create: true,
        i18n: true,
        identifier_field: "name",
        slug: "{{fields.id}}-{{slug}}",
        summary: "{{fields.id}} · {{fields.name}}",
        fields: helpFields,
      })),
      {
        name: "jobs",
        label: "Job listings",
        label_singular: "Job listing",
        folder: "content/jobs",
        extension: "yaml",
        format: "yaml",
        create: true,
        i18n: true,
        identifier_field: "title",
        slug: "{{fields.id}}-{{slug}}",
        summary: "{{fields.title}} · {{fields.company}}",
        fields: jobFields,
      },
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
                i18n: true,
                label_singular: "Service",
                summary: summaryOf("title"),
                hint: "The cards of 'Our Services' on the home page, in the order shown.",
                fields: serviceFields,
              } as Field,
            ],
          },
        ],
      },
    ],
  } as CmsConfig;
}

/** The configuration as the file the editor reads (/admin/config.yml). */
export function cmsConfigYaml(config: CmsConfig = cmsConfig()): string {
  return `# Generated by npm run build from tooling/cms/cms-config.ts and tooling/content/schemas/: edit those.\n${stringify(
    config,
    { lineWidth: 0, aliasDuplicateObjects: false },
  )}`;
}
