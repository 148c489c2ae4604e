import { DOI_RESOLVER, PUBMED_RESOLVER, type Publication } from '@clinic/content';

export interface PublicationLinks {
  /** The year badge, when the publication has a date. */
  date?: string;
  /** Whether the Show/Hide Abstract toggle is offered. */
  hasAbstract: boolean;
  /** View Publication target: shown whenever a url exists, including the '#' placeholder. */
  viewUrl?: string;
  /** DOI link target: the resolver followed by the DOI, when there is one. */
  doiUrl?: string;
  /** The PubMed record, when the publication has a PMID. */
  pubmedUrl?: string;
}

const present = (value: string): boolean => value.trim() !== '';

/** Which optional parts of a publication entry are shown (spec section 5, Publications filter). */
export function publicationLinks(publication: Publication): PublicationLinks {
  const links: PublicationLinks = { hasAbstract: present(publication.abstract) };
  if (present(publication.date)) links.date = publication.date.trim();
  if (present(publication.url)) links.viewUrl = publication.url.trim();
  if (present(publication.doi)) links.doiUrl = `${DOI_RESOLVER}${publication.doi.trim()}`;
  if (present(publication.pmid)) links.pubmedUrl = `${PUBMED_RESOLVER}${publication.pmid.trim()}/`;
  return links;
}
