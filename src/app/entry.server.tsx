import { PassThrough } from "node:stream";

import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NOT_FOUND_SLUG } from "@/config/paths";

/*
 * React Router's own server entry (`react-router reveal entry.server`), used only to prerender the
 * site (ssr: false) and by `react-router dev`, with one change: the sections' 404 documents. A slug
 * no item has is a 404 from its route's loader (src/content/page-data.server.ts), and the route's
 * error boundary shows the 404 page. The build prerenders that page once per section, at
 * /news/404 and /jobs/404, for the servers to send with status 404 to every unknown address under
 * the section (tooling/static-routing.ts, deploy/nginx.conf). React Router writes a page only when
 * its answer is 200, so those documents, and only they, are written with 200 here. It also renders
 * a page from its .data answer, which it cannot do for a loader's error (7.18's prerender asserts
 * "data" in the route's result): their .data answer is left empty, so the document renders the
 * loader's 404 itself. Postbuild removes those empty files (tooling/postbuild/steps/not-found-copies.ts).
 */
const NOT_FOUND_DOCUMENT = new RegExp(`/${NOT_FOUND_SLUG}(?:\\.data|/)?$`);

/** The status to prerender with: a section's 404 document is written, the others as they are. */
function writtenStatus(request: Request, status: number): number {
  return status === 404 && NOT_FOUND_DOCUMENT.test(new URL(request.url).pathname) ? 200 : status;
}

/** A 404 document's data: empty, so its HTML is rendered from the loader's own 404 (see above). */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  return writtenStatus(request, response.status) === response.status
    ? response
    : new Response("", { status: 200, headers: response.headers });
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
  // If you have middleware enabled:
  // loadContext: RouterContextProvider
) {
  responseStatusCode = writtenStatus(request, responseStatusCode);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;

    // Every page waits for all its content before it is written, as React Router does for bots and
    // SPA Mode (https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation):
    // this entry only prerenders, and a page written whole has React Router's data inline, in
    // order, without React's script that moves streamed parts into place (0.5 KiB gzip less HTML).
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout to prevent retaining the closure and memory leak
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);

        responseHeaders.set("Content-Type", "text/html");

        pipe(body);

        resolve(
          new Response(stream, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Log streaming rendering errors from inside the shell.  Don't log
        // errors encountered during initial shell rendering since they'll
        // reject and get logged in handleDocumentRequest.
        if (shellRendered) {
          console.error(error);
        }
      },
    });
  });
}
