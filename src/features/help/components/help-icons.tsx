/*
 * The Help Directory's icons, drawn once per page and used by reference. Each card has seven or more
 * (a mark per service, one per contact line, the clock), so the /help page drew 140 copies of the
 * same seven shapes in its HTML; a `<use>` of one symbol is a fraction of a path's bytes. The
 * symbols' strokes follow the `svg.lucide` rule of app.css, as every lucide icon of the site does.
 */
const SHAPES = {
  check: <path d="M20 6 9 17l-5-5" />,
  "map-pin": (
    <>
      <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  phone: (
    <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />
  ),
  mail: (
    <>
      <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
      <rect x="2" y="4" width="20" height="16" rx="2" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
    </>
  ),
  "user-plus": (
    <>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M19 8v6M22 11h-6" />
      <circle cx="9" cy="7" r="4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
} as const;

export type HelpIconName = keyof typeof SHAPES;

const symbolId = (name: HelpIconName) => `hi-${name}`;

/** The symbols, once, before the first card: no size, nothing for a screen reader. */
export function HelpIconSprite() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {(Object.keys(SHAPES) as HelpIconName[]).map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          {SHAPES[name]}
        </symbol>
      ))}
    </svg>
  );
}

/** One icon, decoration only: the words beside it say what it stands for. */
export function HelpIcon({ name, className }: { name: HelpIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `lucide ${className}` : "lucide"}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
