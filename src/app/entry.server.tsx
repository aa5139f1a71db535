/*
 * The server entry, used only at build time: every page is prerendered (ssr: false). It is React
 * Router's default with one change: it always waits for the whole page (onAllReady), as the
 * default does for bots, and never moves a finished part out of place, so a lazily loaded view (the news and job pages' views in
 * routes/not-found.tsx) is written into the HTML in place. Streamed in pieces instead, the page's
 * content would sit in a hidden element that only a script reveals: blank without JavaScript, and
 * one more inline script per page for the CSP.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React moves a finished boundary bigger than this (12,800 bytes by default) out of place into
      // a hidden element revealed by script; a prerendered page wants every part in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
