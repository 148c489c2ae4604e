/**
 * How two records are recognised as one work: the importer merges by these keys and the surgeon's overrides find
 * their entry by them. One implementation for both.
 */

/** Lower case, accents and punctuation dropped, single spaces: 'Sagittal  Balance: a Review.' -> 'sagittal balance a review'. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A DOI as compared: no resolver or 'doi:' prefix, lower case (DOIs are case-insensitive). */
export function normaliseDoi(doi: string): string {
  return doi
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '')
    .toLowerCase();
}

/** The key of a work without a DOI or PMID: its normalised title and its year (empty when unknown). */
export function titleYearKey(title: string, year: number | undefined): string {
  return `${normaliseText(title)}|${year ?? ''}`;
}

/** A record's id: its DOI, else its PMID, else its title and year. */
export function publicationId(work: { doi?: string; pmid?: string; title: string; year?: number }): string {
  if (work.doi) return `doi:${normaliseDoi(work.doi)}`;
  if (work.pmid) return `pmid:${work.pmid}`;
  return `title:${titleYearKey(work.title, work.year)}`;
}

/**
 * Whether two records describe one work: by DOI when both have one, then by PMID when both have one, then by
 * title and year. Two different DOIs (or PMIDs) are two works even under one title (an erratum, a reprint).
 */
export function isSameWork(
  a: { doi?: string; pmid?: string; title: string; year?: number },
  b: { doi?: string; pmid?: string; title: string; year?: number },
): boolean {
  if (a.doi && b.doi) return normaliseDoi(a.doi) === normaliseDoi(b.doi);
  if (a.pmid && b.pmid) return a.pmid === b.pmid;
  return titleYearKey(a.title, a.year) === titleYearKey(b.title, b.year);
}
