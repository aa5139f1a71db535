import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import * as m from "@/i18n/messages";

// sonner's rich colours put text at about 4.3:1 on its tinted backgrounds; these darker inks
// reach WCAG AA (4.5:1) on the same backgrounds.
const accessibleInks = {
  "--success-text": "#14532d",
  "--error-text": "#991b1b",
  "--warning-text": "#713f12",
  "--info-text": "#1e3a8a",
} as CSSProperties;

// Toasts come in at the top, over the header: at the bottom, on a phone, a toast lay over the control
// a person reaches for next ('Found 5 matching job opportunities.' over 'Keep my CV on this phone'
// after a scan), and a tap that landed as it slid in went to the toast. One place at every width: no
// script reads the width (playwright.config.ts's @one-width rule relies on it).
/**
 * The toast area, styled for the site. A page that shows toasts renders it, so sonner's code loads
 * with that page alone and never weighs on the home page. Toasts are announced politely to screen
 * readers by sonner's own live region.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      style={accessibleInks}
      containerAriaLabel={m.shell_notifications()}
      toastOptions={{
        // sonner's close button is 20 px; a thumb needs 24 at least (WCAG 2.5.8). Its own rules are
        // not in a layer, so these must be important to win.
        classNames: { toast: "font-sans", description: "text-sm", closeButton: "size-6!" },
        closeButtonAriaLabel: m.shell_close_toast(),
      }}
    />
  );
}
