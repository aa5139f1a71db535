/** A character no message holds, given as a message's `{link}` and then split on. */
const LINK_MARK = "\u{E000}";

/**
 * A message with a link inside it ("… with our {link}."), split around the link so a component can
 * put the link there: each language keeps its own word order around it.
 */
export function aroundLink(message: (inputs: { link: string }) => string): [before: string, after: string] {
  const [before = "", after = ""] = message({ link: LINK_MARK }).split(LINK_MARK);
  return [before, after];
}
