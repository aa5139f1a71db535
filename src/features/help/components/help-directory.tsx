import { ArrowRight } from "lucide-react";
import { useRef } from "react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { formatNumber, takesSingular } from "@/lib/numbers";
import { useHydrated } from "@/lib/use-hydrated";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import * as m from "@/i18n/messages";
import type { HelpCategory, HelpEntry } from "@/content/help/pages";
import { filterResources } from "../logic/filter-resources";
import { HELP_QUERY_PARAM } from "../logic/help-url-state";
import { HelpIconSprite } from "./help-icons";
import { ResourceCard } from "./resource-card";
import { useHelpUrlState } from "../hooks/use-help-url-state";

const TABS: { value: HelpCategory; label: string }[] = [
  { value: "government", label: m.help_tab_government() },
  { value: "private", label: m.help_tab_private() },
];

/** "1 resource in …", "3 resources in …" (in French 0 and 1 take the singular). */
function resourceCount(count: number, tab: string): string {
  const values = { count: formatNumber(count), tab };
  return takesSingular(count) ? m.help_count_one(values) : m.help_count_other(values);
}

/** "1 result in …", "3 results in …", on the button to the other tab. */
function otherTabCount(count: number, tab: string): string {
  const values = { count: formatNumber(count), tab };
  return takesSingular(count) ? m.help_other_tab_one(values) : m.help_other_tab_other(values);
}

function isHelpCategory(value: string): value is HelpCategory {
  return TABS.some((tab) => tab.value === value);
}

/** /help: the entries of both tabs, searched on the active tab (the search and tab live in the URL). */
export function HelpDirectory({ entries }: { entries: readonly HelpEntry[] }) {
  const { query, tab, setQuery, setTab, clearQuery } = useHelpUrlState();
  const hydrated = useHydrated();
  const searchBox = useRef<HTMLInputElement>(null);
  const tabButtons = useRef<Partial<Record<HelpCategory, HTMLButtonElement | null>>>({});
  const results = filterResources(entries, tab, query);
  const tabLabel = TABS.find((t) => t.value === tab)?.label ?? "";
  // The search stays on the active tab (the spec); when the other tab has matches, say so.
  const otherTab = TABS.find((t) => t.value !== tab);
  const otherCount = otherTab && query.trim() ? filterResources(entries, otherTab.value, query).length : 0;
  const noScriptStyles =
    ".help-tabs [role=tablist]{display:none}.help-tabs [role=tabpanel]{display:block!important}.help-tabs .panel-heading{position:static;width:auto;height:auto;clip:auto;margin:0 0 1rem;overflow:visible;white-space:normal}";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <PageHeader title={m.help_title()} subtitle={m.help_subtitle()} />
      <HelpIconSprite />

      <SearchField
        ref={searchBox}
        name={HELP_QUERY_PARAM}
        label={m.help_search_label()}
        placeholder={m.help_search_placeholder()}
        value={query}
        onValueChange={setQuery}
        wrapperClassName="mt-6 max-w-xl"
      />

      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isHelpCategory(value)) setTab(value);
        }}
        className="help-tabs mt-6"
      >
        {/* Without JavaScript the tabs cannot switch, so both lists show, one after the other. */}
        <noscript>
          <style>{noScriptStyles}</style>
        </noscript>
        <TabsList aria-label={m.help_tabs_label()}>
          {TABS.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              ref={(button) => {
                tabButtons.current[t.value] = button;
              }}
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <div role="status" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <p>{resourceCount(results.length, tabLabel)}</p>
          {otherTab && otherCount > 0 ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setTab(otherTab.value);
                tabButtons.current[otherTab.value]?.focus();
              }}
            >
              {otherTabCount(otherCount, otherTab.label)}
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {TABS.map((t) => {
          const active = t.value === tab;
          // The prerendered HTML holds both lists for visitors without JavaScript; once the page
          // runs, only the active tab's list exists, so nothing hidden can be found twice.
          if (!active && hydrated) return <TabsContent key={t.value} value={t.value} />;
          const panelResults = active ? results : filterResources(entries, t.value, query);
          return (
            <TabsContent key={t.value} value={t.value} forceMount className="data-[state=inactive]:hidden">
              <h2 className="panel-heading sr-only text-2xl font-bold">{t.label}</h2>
              {panelResults.length > 0 ? (
                <ul className="grid gap-6 lg:grid-cols-2">
                  {panelResults.map((resource) => (
                    <li key={resource.id}>
                      <ResourceCard resource={resource} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState
                  message={m.help_empty()}
                  action={
                    <Button
                      variant="outline"
                      onClick={() => {
                        clearQuery();
                        searchBox.current?.focus();
                      }}
                    >
                      {m.help_clear_search()}
                    </Button>
                  }
                />
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
