import { formatDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";

/**
 * The day of the event a news item announces, as its page, its feed entry and its shared text say
 * it, in the page's language: "Event day: 11 July 2026", "Zour levennman: 11 Zilyet 2026". (Its
 * share picture says it too, written by the build: src/content/news/collection.server.ts.)
 */
export function eventDayText(eventDate: string): string {
  return m.news_event_day({ date: formatDay(eventDate, siteLocale) });
}
