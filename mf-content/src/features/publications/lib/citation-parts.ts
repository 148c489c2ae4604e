import type { Publication, PublicationAuthor } from '@clinic/content';

/** Reference lists print up to six authors, then 'et al.' (Vancouver). */
const AUTHORS_SHOWN = 6;

export type AuthorListPart = { kind: 'author'; author: PublicationAuthor } | { kind: 'gap' } | { kind: 'et-al' };

/**
 * The authors as the entry lists them: all of them up to six; beyond that the first six, then the surgeon after a
 * gap if they come later (their name is why the work is on this page), then 'et al.'.
 */
export function authorListParts(authors: readonly PublicationAuthor[]): AuthorListPart[] {
  const shown: AuthorListPart[] = authors.slice(0, AUTHORS_SHOWN).map((author) => ({ kind: 'author', author }));
  if (authors.length <= AUTHORS_SHOWN) return shown;
  const surgeon = authors.slice(AUTHORS_SHOWN).find((author) => author.isSurgeon);
  if (surgeon) shown.push({ kind: 'gap' }, { kind: 'author', author: surgeon });
  shown.push({ kind: 'et-al' });
  return shown;
}

/**
 * Where in its journal the work is, Vancouver style: '11(2):48–54' (volume, issue, pages) for an article that has a
 * volume; otherwise its page range alone, which the entry introduces as pages ('pp. 419–430'). Empty parts are ''.
 */
export function citationDetails(publication: Publication): { volumeAndPages: string; pagesOnly: string } {
  const pages = publication.pages.replace(/-/g, '–');
  if (!publication.volume) return { volumeAndPages: '', pagesOnly: pages };
  const volumeIssue = `${publication.volume}${publication.issue ? `(${publication.issue})` : ''}`;
  return { volumeAndPages: pages ? `${volumeIssue}:${pages}` : volumeIssue, pagesOnly: '' };
}
