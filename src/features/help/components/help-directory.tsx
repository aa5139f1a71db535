import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { useHydrated } from "@/lib/use-hydrated";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { helpResources, type HelpCategory } from "../data/help-resources";
import { filterResources } from "../logic/filter-resources";
import { ResourceCard } from "./resource-card";
import { useHelpUrlState } from "../hooks/use-help-url-state";

const TABS: { value: HelpCategory; label: string }[] = [
  { value: "government", label: "Government Resources" },
  { value: "private", label: "Private Organizations" },
];

function isHelpCategory(value: string): value is HelpCategory {
  return TABS.some((tab) => tab.value === value);
}

export function HelpDirectory() {
  const { query, tab, setQuery, setTab, clearQuery } = useHelpUrlState();
  const hydrated = useHydrated();
  const searchBox = useRef<HTMLInputElement>(null);
  const results = filterResources(helpResources, tab, query);
  const tabLabel = TABS.find((t) => t.value === tab)?.label ?? "";
  const noScriptStyles =
    ".help-tabs [role=tablist]{display:none}.help-tabs [role=tabpanel]{display:block!important}.help-tabs .panel-heading{position:static;width:auto;height:auto;clip:auto;margin:0 0 1rem;overflow:visible;white-space:normal}";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold md:text-4xl">Help Directory</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted-foreground">
        Find assistance from government departments, ministries and private organisations in Seychelles.
      </p>

      <SearchField
        ref={searchBox}
        label="Search for resources"
        placeholder="Search for resources..."
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
        <TabsList aria-label="Kind of organisation">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <p role="status" className="text-sm text-muted-foreground">
          {results.length === 1 ? "1 resource" : `${results.length} resources`} in {tabLabel}
        </p>
        {TABS.map((t) => {
          const active = t.value === tab;
          // The prerendered HTML holds both lists for visitors without JavaScript; once the page
          // runs, only the active tab's list exists, so nothing hidden can be found twice.
          if (!active && hydrated) return <TabsContent key={t.value} value={t.value} />;
          const panelResults = active ? results : filterResources(helpResources, t.value, query);
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
                <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-4 py-12 text-center">
                  <p className="text-lg">No resources found matching your search.</p>
                  <Button
                    variant="outline"
                    onClick={() => {
                      clearQuery();
                      searchBox.current?.focus();
                    }}
                  >
                    Clear search
                  </Button>
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
