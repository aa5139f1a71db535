/** Text or an attribute's value as XML: the five characters XML gives a meaning escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
