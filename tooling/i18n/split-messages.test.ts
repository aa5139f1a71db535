import { readFileSync } from "node:fs";
import path from "node:path";
import { messageBarrel, splitMessageModule } from "./split-messages";

const paraglideShaped = `/* eslint-disable */
import * as registry from "../registry.js"
/** @typedef {{ name: NonNullable<unknown> }} Greeting_TitleInputs */


export const greeting_title = /** @type {(inputs: Greeting_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (\`Hello \${i?.name}\`)
};

/** A comment before the next one. */
export const greeting_close = /** @type {(inputs: {}) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (\`Close\`)
};
`;

describe("splitting a language's messages into one module each", () => {
  it("gives each message its own module, with the module's imports", () => {
    const messages = splitMessageModule(paraglideShaped)!;
    expect([...messages.keys()]).toEqual(["greeting_title", "greeting_close"]);
    expect(messages.get("greeting_title")).toMatch(
      /^import \* as registry from "\.\.\/registry\.js"\nexport const greeting_title = /,
    );
    expect(messages.get("greeting_title")).toContain("Hello ${i?.name}");
    expect(messages.get("greeting_title")).not.toContain("Close");
    expect(messages.get("greeting_close")).toContain("export const greeting_close = ");
  });

  it("re-exports every message from its own module", () => {
    expect(messageBarrel("en.js", ["a_b", "c_d"])).toBe(
      'export { a_b } from "./en.js?message=a_b";\nexport { c_d } from "./en.js?message=c_d";\n',
    );
  });

  it("leaves a module of any other shape whole", () => {
    expect(splitMessageModule(`${paraglideShaped}export { greeting_title as "greeting-title" };\n`)).toBeUndefined();
    expect(splitMessageModule(`const shared = 1;\n${paraglideShaped}`)).toBeUndefined();
    expect(splitMessageModule(`import {\n  a,\n} from "x";\n${paraglideShaped}`)).toBeUndefined();
    expect(splitMessageModule("")).toBeUndefined();
  });

  it("splits the compiled English messages, each one evaluating on its own", async () => {
    const file = path.resolve(import.meta.dirname, "../../src/paraglide/messages/en.js");
    const messages = splitMessageModule(readFileSync(file, "utf8"))!;
    expect(messages.size).toBeGreaterThan(0);
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(messages.get("shell_language")!)}`
    )) as Record<string, () => string>;
    expect(module.shell_language!()).toBe("Language");
  });
});
