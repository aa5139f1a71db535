// A visitor who chose French or Kreol with the switcher goes from the bare root "/" to that
// language's home page before anything paints (see rootRedirectScript in tooling/locales.mjs).
import { rootRedirectScript } from "../../locales.mjs";
import { addScriptAfterCharset, type HtmlDocument } from "../html.ts";

export function addRootRedirect(document: HtmlDocument, url: string): void {
  if (url === "/") addScriptAfterCharset(document, rootRedirectScript());
}
