import { narrowToLocale } from "./static-locale-messages";

// The shape Paraglide 2.23's message-modules output has (one message, three languages).
const compiled = `/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

const en_bye = () => {
	return \`Bye\`
};

const fr_bye = () => {
	return \`Au revoir\`
};

export const bye = ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_bye(inputs)
	return en_bye(inputs)
});`;

it("exports the build's language's own function in place of the run-time lookup, and drops the runtime import", () => {
  const narrowed = narrowToLocale(compiled, "fr")!;
  expect(narrowed).toContain("export const bye = fr_bye;");
  expect(narrowed).not.toContain("options.locale");
  expect(narrowed).not.toContain("runtime.js");
  expect(narrowed).not.toMatch(/getLocale|experimentalStaticLocale/);
});

it("refuses a module it does not recognise, so a Paraglide upgrade cannot ship every language silently", () => {
  expect(narrowToLocale("export const bye = () => `Bye`;", "fr")).toBeUndefined();
  expect(narrowToLocale(compiled, "de")).toBeUndefined();
});
