import { expect, it } from "vitest";
import { inlineScriptHashes } from "./security-headers.mjs";

it("hashes the inline scripts a page runs, not its JSON-LD, which is never run", () => {
  const html =
    '<script>window.a=1</script><script type="application/ld+json">{"@type":"NewsArticle"}</script><script type=application/ld+json>{}</script>';
  expect(inlineScriptHashes(html)).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
});
