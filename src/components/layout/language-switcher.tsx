import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from "react";
import { useLocation } from "react-router";
import { GlobeIcon } from "@/components/ui/icons";
import * as m from "@/i18n/messages";
import { rememberLocaleChoice } from "@/i18n/locale-choice";
import { localeNames, locales, localeShortNames, localizePath, type Locale } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { offlineReady } from "@/lib/page-code";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * The language switcher in the header, at every width: a <details> (it opens without JavaScript)
 * whose summary is named "Language: English" (one message, so each language spaces its colon as it
 * writes it: "Langue\u202F: Français"), with a link to this same page, query included, in each
 * language. Each language is its own build, so the links are plain document navigations.
 * Following one remembers the choice for the next visit to the site root.
 *
 * Offline, another language's pages open only if its service worker is already on this device
 * (each language precaches its own pages, to spare the phone's data): otherwise the link says that
 * the language needs a connection the first time, instead of leading to the browser's error page.
 */
export function LanguageSwitcher() {
  const { pathname, search, hash } = useLocation();
  // The prerendered page has no query; the links gain it once the page has hydrated (React keeps a
  // prerendered attribute as it is while hydrating).
  const hydrated = useHydrated();
  const here = hydrated ? `${pathname}${search}${hash}` : pathname;
  const details = useRef<HTMLDetailsElement>(null);
  const [needsConnection, setNeedsConnection] = useState<Locale | null>(null);

  function follow(event: ReactMouseEvent<HTMLAnchorElement>, locale: Locale) {
    setNeedsConnection(null);
    if (locale !== siteLocale && !navigator.onLine) {
      event.preventDefault();
      const href = event.currentTarget.href;
      void offlineReady(href, locale).then((ready) => {
        if (!ready) return setNeedsConnection(locale);
        rememberLocaleChoice(locale, safeLocalStorage());
        window.location.assign(href);
      });
      return;
    }
    rememberLocaleChoice(locale, safeLocalStorage());
  }

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape" || !element?.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    }
    function closeOnOutsideClick(event: MouseEvent) {
      if (element?.open && !element.contains(event.target as Node)) element.open = false;
    }
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("click", closeOnOutsideClick);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("click", closeOnOutsideClick);
    };
  }, []);

  return (
    <details ref={details} className="group relative">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <GlobeIcon className="size-5" />
        <span className="sr-only">{m.shell_language_current({ language: localeNames[siteLocale] })}</span>
        <span aria-hidden="true" className="sm:hidden">
          {localeShortNames[siteLocale]}
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          {localeNames[siteLocale]}
        </span>
      </summary>
      <ul className="absolute right-0 top-full z-50 mt-1 min-w-44 rounded-md border border-border bg-background p-1 shadow-lg">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizePath(here, locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === siteLocale ? "true" : undefined}
              onClick={(event) => follow(event, locale)}
              className="block rounded-sm px-3 py-2.5 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring aria-[current=true]:font-semibold"
            >
              {localeNames[locale]}
            </a>
            {needsConnection === locale ? (
              <p role="alert" className="max-w-64 px-3 pb-2 text-sm text-muted-foreground">
                {m.shell_language_offline()}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
