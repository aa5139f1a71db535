// The home page's service cards: one list in content/home/services.yaml, translated card by card
// in the English order; each card's link and icon stay as the English file has them.
import { navLinks } from "../../../src/config/paths.ts";
import {
  serviceSchema,
  serviceTranslationSchema,
  type HomeService,
  type ServiceTranslation,
} from "../schemas/services.ts";
import { ENGLISH_ONLY_FIELDS } from "../schemas/translations.ts";
import {
  checkSchema,
  itemLabel,
  LANGUAGE_NAMES,
  plural,
  readYamlFile,
  translationLocales,
  type ByLocale,
  type LoadContext,
  type TranslationLocale,
} from "./context.ts";
import { readTranslation } from "./translations.ts";

/** The file's list of cards, or undefined with the problem said. */
function readList(ctx: LoadContext, file: string): unknown[] | undefined {
  const raw = readYamlFile(ctx, file);
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) return raw;
  ctx.problems.push(`${ctx.rel(file)}: must be a list of services, each starting with "- title:"`);
  return undefined;
}

/** The service cards' translation, card by card in the English order. */
function readServicesTranslation(
  ctx: LoadContext,
  file: string,
  locale: TranslationLocale,
  services: readonly HomeService[] | undefined,
): ServiceTranslation[] | undefined {
  const raw = readList(ctx, file);
  if (raw === undefined) return undefined;
  const before = ctx.problems.length;
  const translations = raw.flatMap((item, index) => {
    const english = services?.[index];
    const label = english ? `service #${index + 1}, "${english.title}"` : `service #${index + 1}`;
    const where = `${ctx.rel(file)} (${LANGUAGE_NAMES[locale]} of ${label})`;
    return checkSchema(ctx, serviceTranslationSchema, item, where, ENGLISH_ONLY_FIELDS.services) ?? [];
  });
  if (services && raw.length !== services.length) {
    ctx.problems.push(
      `${ctx.rel(file)}: has ${plural(raw.length, "service")}, the English file has ${services.length}: translate each one, in the same order`,
    );
  }
  return ctx.problems.length === before ? translations : undefined;
}

export function loadServices(ctx: LoadContext, file: string): ByLocale<HomeService[]> {
  const raw = readList(ctx, file);
  let services: HomeService[] | undefined;
  if (raw !== undefined) {
    const before = ctx.problems.length;
    const schema = serviceSchema(navLinks.map((link) => link.path));
    const checked = raw.flatMap((item, index) => {
      const where = `${ctx.rel(file)} (${itemLabel(`service #${index + 1}`, item, "title")})`;
      return checkSchema(ctx, schema, item, where) ?? [];
    });
    if (ctx.problems.length === before) services = checked;
  }
  const byLocale = { en: services ?? [] } as ByLocale<HomeService[]>;
  for (const locale of translationLocales) {
    const translated = readTranslation(ctx, file, locale, "the home page's services", (translation) =>
      readServicesTranslation(ctx, translation, locale, services),
    );
    byLocale[locale] = (services ?? []).map((service, index) => ({ ...service, ...translated?.[index] }));
  }
  return byLocale;
}
