import { defineConfig } from "vitest/config";
import { sharedDefine, sharedPlugins, sharedResolve } from "./vite.config.ts";

export default defineConfig({
  plugins: sharedPlugins,
  resolve: sharedResolve,
  define: sharedDefine,
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "tooling/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/unit.json" }]],
  },
});
