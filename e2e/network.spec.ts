import { expect, gotoHydrated, pages, test } from "./fixtures";

// The fixture fails any test whose page asks another host for anything; this walks every page
// to the bottom so lazy images and late scripts are asked for too.
for (const { path } of pages) {
  test(`${path} makes no request to any other host`, async ({ page, watch, baseURL }) => {
    const seen: string[] = [];
    page.on("request", (request) => seen.push(request.url()));
    await gotoHydrated(page, path);
    await page.keyboard.press("End");
    await page.waitForLoadState("networkidle");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((url) => url.startsWith(baseURL!))).toBe(true);
    expect(watch.foreignRequests).toEqual([]);
  });
}
