import { pageTitle } from "@/config/site";

/** The <title> and meta description every page has. */
export function pageMeta(title: string, description: string) {
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
    { property: "og:title", content: pageTitle(title) },
    { property: "og:description", content: description },
  ];
}
