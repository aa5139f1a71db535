/**
 * Structured data for search engines (schema.org, JSON-LD) in the page's body: a job's JobPosting,
 * a course's Course. JSON in HTML: "<" is written as \u003c, so no text of the item can end the script.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
