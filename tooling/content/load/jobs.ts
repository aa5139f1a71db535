// Job listings: one YAML file each in content/jobs/. The company, place, pay, date and link stay
// as the English file has them; the title, source, description and each requirement's text are
// translated.
import { jobListingSchema, jobTranslationSchema, type JobListingItem, type JobTranslation } from "../schemas/jobs.ts";
import { ENGLISH_ONLY_FIELDS } from "../schemas/translations.ts";
import { NOT_FOUND_SLUG } from "../../../src/config/paths.ts";
import { checkSchema, filesIn, reportDuplicates, type ByLocale, type LoadContext } from "./context.ts";
import { inEveryLocale, readYamlItems, readYamlTranslation } from "./translations.ts";

/** A listing's translation read on its own, then held against its English listing (when that one is valid). */
function readJobTranslation(
  ctx: LoadContext,
  file: string,
  where: string,
  listing: JobListingItem | undefined,
): JobTranslation | undefined {
  const translation = readYamlTranslation(ctx, file, where, jobTranslationSchema, ENGLISH_ONLY_FIELDS.jobs);
  if (translation && listing && translation.requirements.length !== listing.requirements.length) {
    ctx.problems.push(
      `${where}: requirements: has ${translation.requirements.length}, the English file has ${listing.requirements.length}: translate each one, in the same order`,
    );
    return undefined;
  }
  return translation;
}

const describeListing = (listing: JobListingItem) => `listing ${listing.id}, "${listing.title}"`;

export function loadJobs(ctx: LoadContext, dir: string): ByLocale<JobListingItem[]> {
  const listings = readYamlItems<JobListingItem, JobTranslation>(
    ctx,
    filesIn(dir),
    "job listings",
    { kind: "listing", nameKey: "title" },
    (raw, where) => checkSchema(ctx, jobListingSchema, raw, where),
    (translated, where, listing) => readJobTranslation(ctx, translated, where, listing),
  );
  reportDuplicates(ctx, listings, describeListing);
  // The slug is the page's address (/jobs/<slug>): two listings cannot share one.
  reportDuplicates(ctx, listings, describeListing, "slug");
  for (const { item, file } of listings)
    if (item.slug === NOT_FOUND_SLUG)
      ctx.problems.push(
        `${ctx.rel(file)} (${describeListing(item)}): slug: /jobs/${NOT_FOUND_SLUG} is the address of the page for jobs that do not exist; choose another`,
      );
  return inEveryLocale(listings, (listing, { title, source, description, requirements }) => ({
    ...listing,
    title,
    source: source ?? listing.source,
    description,
    requirements: listing.requirements.map((requirement, index) => ({
      ...requirement,
      text: requirements[index]?.text ?? requirement.text,
    })),
  }));
}
