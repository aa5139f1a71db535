import { describe, expect, it } from "vitest";
import { cmsBackend } from "./backend.mjs";

describe("how staff sign in to the editor", () => {
  it("is a personal access token alone when no sign-in worker is set: nothing opens Netlify's sign-in", () => {
    const backend = cmsBackend({ repo: "koudmen-seychelles/website", branch: "main", authUrl: "" });
    expect(backend).toMatchObject({ name: "github", repo: "koudmen-seychelles/website", branch: "main" });
    expect(backend.auth_methods).toEqual(["token"]);
    expect(backend).not.toHaveProperty("base_url");
  });

  it("adds Sign In with GitHub through the foundation's own worker once CMS_AUTH_URL names it", () => {
    const backend = cmsBackend({ authUrl: "https://sveltia-cms-auth.koudmen.workers.dev" });
    expect(backend).toMatchObject({
      base_url: "https://sveltia-cms-auth.koudmen.workers.dev",
      auth_methods: ["oauth", "token"],
    });
  });
});
