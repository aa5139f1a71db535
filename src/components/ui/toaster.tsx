import { Toaster as Sonner } from "sonner";

/**
 * The toast area, styled for the site. A page that shows toasts renders it, so sonner's code loads
 * with that page alone and never weighs on the home page. Toasts are announced politely to screen
 * readers by sonner's own live region.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      closeButton
      richColors
      toastOptions={{ classNames: { toast: "font-sans", description: "text-sm" } }}
    />
  );
}
