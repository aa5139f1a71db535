// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fixturePage, transform } from "../fixture.ts";
import { parseHtml } from "../html.ts";
import { dataBlockText, moveRouteDataToBlocks } from "./route-data-blocks.ts";
import { inlineScriptHashes } from "./security-headers.ts";

/** A page as the prerender writes it: its loader data in an inline script, as a string literal. */
const prerendered = (data: string) =>
  fixturePage(
    "",
    `<main><h1>Jobs</h1></main><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data).replace(/</g, "\\u003c")});</script><script>window.__reactRouterContext.streamController.close();</script>`,
  );

/** The policy's hashes for a page once its data has moved. */
const hashes = (text: string) => inlineScriptHashes(parseHtml(transform(text, moveRouteDataToBlocks)));

describe("moveRouteDataToBlocks", () => {
  const page = prerendered('[{"title":"Hotel Receptionist </script> l\'accueil"}]');
  const html = transform(page, moveRouteDataToBlocks);

  it("puts the data in a block the browser never runs, and a script that reads it after it", () => {
    expect(html).toContain(
      '<script type="application/json">[{"title":"Hotel Receptionist \\u003c/script> l\'accueil"}]</script>' +
        "<script>window.__reactRouterContext.streamController.enqueue(document.currentScript.previousSibling.text);</script>" +
        "<script>window.__reactRouterContext.streamController.close();</script>",
    );
  });

  it("hands the router data that reads exactly as before", () => {
    const block = /<script type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(block)).toEqual([{ title: "Hotel Receptionist </script> l'accueil" }]);
  });

  it("makes two pages with different data carry the same inline scripts, so the policy's hashes stay few", () => {
    expect(hashes(prerendered("[1]"))).toEqual(hashes(prerendered('[{"a":"b"}]')));
    expect(inlineScriptHashes(parseHtml(prerendered("[1]")))).not.toEqual(
      inlineScriptHashes(parseHtml(prerendered("[2]"))),
    );
  });

  it("leaves every other script alone", () => {
    const other = fixturePage("", '<script>window.a=1</script><script type="module">import "/a.js";</script>');
    expect(transform(other, moveRouteDataToBlocks)).toBe(transform(other, () => {}));
  });
});

const enqueue = (literal: string) => `window.__reactRouterContext.streamController.enqueue(${literal});`;

describe("dataBlockText", () => {
  it("reads the prerender's statement only, with lines of JSON", () => {
    expect(dataBlockText(enqueue(JSON.stringify('[1]\n{"a":"<b>"}\n')))).toBe('[1]\n{"a":"\\u003cb>"}\n');
    expect(dataBlockText(enqueue("data"))).toBeUndefined();
    expect(dataBlockText(enqueue('"a\\x41"'))).toBeUndefined();
    expect(dataBlockText('window.__reactRouterContext.streamController.enqueue("a");alert(1);("b");')).toBeUndefined();
  });

  it("leaves a chunk alone where a < stands outside a string, or a line is not JSON", () => {
    expect(dataBlockText(enqueue(JSON.stringify("[1]<2")))).toBeUndefined();
    expect(dataBlockText(enqueue(JSON.stringify('P1:["a"]')))).toBeUndefined();
  });
});
