import { afterEach } from "vitest";

// Most tests are pure logic and run in Node (vitest.config.ts); a test that renders declares
// `// @vitest-environment jsdom` on its first line, and only then are the DOM helpers loaded.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
  });
}
