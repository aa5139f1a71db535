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

  it("writes every commit with the words the deploy knows an editor's save by", () => {
    expect(cmsBackend().commit_messages).toEqual({
      create: "Saved in /admin: new {{collection}} “{{slug}}”",
      update: "Saved in /admin: {{collection}} “{{slug}}”",
      delete: "Saved in /admin: deleted {{collection}} “{{slug}}”",
      uploadMedia: "Saved in /admin: photo “{{path}}”",
      deleteMedia: "Saved in /admin: deleted photo “{{path}}”",
    });
  });
});
