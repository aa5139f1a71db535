import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageCodeFirst } from "@/lib/page-code";

// React Router's own entry, with one addition: a page's code is fetched before the router goes to
// it, so a tap with no connection says so instead of reloading (src/lib/page-code.ts).
const instrumentations = [pageCodeFirst];

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={instrumentations} />
    </StrictMode>,
  );
});
