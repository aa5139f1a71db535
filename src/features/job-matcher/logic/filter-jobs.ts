type Searchable = { title: string; company: string; location: string };

/**
 * The jobs whose title, company or location contains the query, ignoring case. The query is plain
 * text (no pattern characters), and spaces around it do not count.
 */
export function filterJobs<T extends Searchable>(jobs: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return [...jobs];
  return jobs.filter((job) =>
    [job.title, job.company, job.location].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
