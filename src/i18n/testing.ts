import type * as Messages from "@/i18n/messages";
import type { Locale } from "./locales";

/**
 * For unit tests of another language's build: every message, in `locale`. Use it as
 *   vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("fr", await actual()));
 * (In the unit tests, Paraglide chooses the language at run time; the builds fix it at build time.)
 */
export function messagesIn(locale: Locale, messages: typeof Messages): typeof Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      (inputs?: object) =>
        (message as (inputs: object, options: { locale: Locale }) => string)(inputs ?? {}, { locale }),
    ]),
  ) as unknown as typeof Messages;
}
