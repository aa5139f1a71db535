import { localePrefix, serviceWorkerFile } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { useEffect, useState } from "react";
import * as m from "@/i18n/messages";
import { NoticeBar } from "./notice-bar";

/**
 * Registers the service worker that keeps the site readable offline, and when a new version of
 * the site has been downloaded, offers to reload into it, so nobody is left on an old version.
 */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    // Only an update has an old version to reload from: a worker waiting behind this registration's
    // active one, on a page something controls. A language's first worker is not one, even when
    // the English worker (scope /) controls the page it installs from.
    const offer = (registration: ServiceWorkerRegistration, worker: ServiceWorker | null) => {
      if (worker && registration.active && container.controller) setWaiting(worker);
    };
    const file = `/${serviceWorkerFile(siteLocale)}`;
    // The version that controls this page: a new one of the same worker is an update the visitor
    // accepted (here or in another tab), so the page reloads into it, once. A first install that
    // claims the page (src/sw/service-worker.ts) replaces no version of it: nothing to reload.
    let before = container.controller;
    let reloading = false;
    const reloadOnce = () => {
      const updated = before?.scriptURL.endsWith(file);
      before = container.controller;
      if (reloading || !updated) return;
      reloading = true;
      window.location.reload();
    };

    container
      // Each language has its own worker and scope (src/sw/, built by tooling/service-worker/): sw.js for /, sw-fr.js for /fr.
      .register(file, {
        scope: localePrefix(siteLocale) || "/",
      })
      .then((registration) => {
        offer(registration, registration.waiting);
        registration.addEventListener("updatefound", () => {
          const installing = registration.installing;
          installing?.addEventListener("statechange", () => {
            if (installing.state === "installed") offer(registration, installing);
          });
        });
      })
      .catch((error: unknown) => console.warn("Offline reading is unavailable:", error));
    container.addEventListener("controllerchange", reloadOnce);
    return () => container.removeEventListener("controllerchange", reloadOnce);
  }, []);

  if (!waiting) return null;
  return (
    <NoticeBar
      role="status"
      action={m.shell_update_reload()}
      // A service worker's postMessage takes no target origin, unlike a window's.
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      onAction={() => waiting.postMessage({ type: "SKIP_WAITING" })}
    >
      {m.shell_update_ready()}
    </NoticeBar>
  );
}
