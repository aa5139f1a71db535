import { createContext, use, useId, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { useNotReady } from "./not-ready";

/*
 * Tabs on the WAI-ARIA tabs pattern: a tablist of buttons with a roving tab stop, arrow keys, Home
 * and End that move and select at once, and panels labelled by their tab. Owned rather than
 * Radix's: Radix Tabs added about 8 KiB gzip to each page using it and, once hydrated, re-rendered
 * its tabs and panels several times from layout effects in one long task, which a slow phone
 * feels on the Help Directory and the CV Builder.
 */

type TabsContextValue = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, className, children, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext value={{ value, select: onValueChange, baseId }}>
      <div className={cn("flex flex-col gap-4", className)} {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex w-full rounded-lg bg-muted p-1 text-muted-foreground sm:w-auto sm:self-start",
        className,
      )}
      {...props}
    />
  );
}

/** Arrow keys, Home and End move to another tab of the same list and select it. */
function moveWithKeys(event: KeyboardEvent<HTMLButtonElement>, select: (value: string) => void) {
  const move = keyMoves[event.key];
  if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])];
  const current = tabs.indexOf(event.currentTarget);
  if (current < 0) return;
  event.preventDefault();
  const next = tabs[move(current, tabs.length)];
  next?.focus();
  if (next?.dataset.value) select(next.dataset.value);
}

type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ value, className, onClick, onKeyDown, ...props }: TabsTriggerProps) {
  const { value: active, select, baseId } = useTabs("TabsTrigger");
  const selected = value === active;
  const notReady = useNotReady(props);
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      data-state={selected ? "active" : "inactive"}
      data-value={value}
      // One tab stop for the whole list: the selected tab. The arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:flex-none",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !selected) select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveWithKeys(event, select);
      }}
      {...props}
      {...notReady}
    />
  );
}

type TabsContentProps = ComponentProps<"div"> & {
  value: string;
  /** Keep the panel in the page while another tab is selected (style it with data-[state=inactive]). */
  forceMount?: boolean;
};

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const { value: active, baseId } = useTabs("TabsContent");
  const selected = value === active;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={0}
      className={className}
      {...props}
    />
  );
}
