/** Each option's classes, by option name: `{ size: { default: "h-11", sm: "h-9" } }`. */
type Options = Record<string, Record<string, string>>;

/** What a caller picks: one choice per option (nothing for the default), and classes to add. */
export type VariantChoice<V extends Options> = { [K in keyof V]?: keyof V[K] | null } & { className?: string };

/** The choices a variants() function takes, for a component's props. */
export type VariantProps<F> = F extends (choice?: infer C) => string ? Omit<C, "className"> : never;

/**
 * A part's classes by its variants, as class-variance-authority's cva() writes them (the shadcn
 * pattern), without the compound variants no part here uses. The home page's first load carries
 * every byte of it under a 115 KiB budget, and this is a fifth of cva's.
 */
export function variants<V extends Options>(base: string, options: V, defaults: { [K in keyof V]: keyof V[K] }) {
  return (choice: VariantChoice<V> = {}): string => {
    const picked = Object.keys(options).map((name) => options[name]![(choice[name] ?? defaults[name]) as string]);
    return [base, ...picked, choice.className].filter(Boolean).join(" ");
  };
}
