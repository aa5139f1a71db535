import type { ComponentProps } from "react";

/** The id of the one hidden sentence, rendered by the site shell, that describes every new-tab link. */
export const NEW_TAB_HINT_ID = "new-tab-hint";

/**
 * A link that opens in a new tab, safely (no opener, no referrer). Screen readers hear that it
 * opens a new tab as its description, so its name stays exactly the visible words.
 */
export function ExternalLink({
  children,
  "aria-describedby": describedBy,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy ? `${describedBy} ${NEW_TAB_HINT_ID}` : NEW_TAB_HINT_ID}
      {...props}
    >
      {children}
    </a>
  );
}
