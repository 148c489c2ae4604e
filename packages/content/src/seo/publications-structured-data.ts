import { biographyPath, practiceProfile, type PracticeProfile } from '../practice-profile';
import { DOI_RESOLVER, PUBMED_RESOLVER, type Publication } from '../publications/publication-model';

/** The placeholder some sample entries carry instead of an abstract: not one to publish. */
const NO_ABSTRACT = 'Not available';

function author(publicationAuthor: Publication['authors'][number], profile: PracticeProfile) {
  if (!publicationAuthor.isSurgeon) return { '@type': 'Person', name: publicationAuthor.fullName };
  return { '@type': 'Person', name: profile.surgeonName, url: `${profile.siteOrigin}${biographyPath(profile)}` };
}

/** Journal, volume and issue nested as schema.org's periodical pattern has it; a chapter is part of a book. */
function container(publication: Publication) {
  if (!publication.journal) return undefined;
  if (publication.type === 'chapter' || publication.type === 'book')
    return { '@type': 'Book', name: publication.journal };
  let part: Record<string, unknown> = { '@type': 'Periodical', name: publication.journal };
  if (publication.volume) part = { '@type': 'PublicationVolume', volumeNumber: publication.volume, isPartOf: part };
  if (publication.issue) part = { '@type': 'PublicationIssue', issueNumber: publication.issue, isPartOf: part };
  return part;
}

function identifiers(publication: Publication) {
  const ids = [];
  if (publication.doi) ids.push({ '@type': 'PropertyValue', propertyID: 'DOI', value: publication.doi });
  if (publication.pmid) ids.push({ '@type': 'PropertyValue', propertyID: 'PMID', value: publication.pmid });
  return ids;
}

function scholarlyArticle(publication: Publication, profile: PracticeProfile) {
  const sameAs = [
    publication.doi ? `${DOI_RESOLVER}${publication.doi}` : '',
    publication.pmid ? `${PUBMED_RESOLVER}${publication.pmid}/` : '',
  ].filter(Boolean);
  const ids = identifiers(publication);
  return {
    '@type': 'ScholarlyArticle',
    headline: publication.title,
    name: publication.title,
    author: publication.authors.map((entry) => author(entry, profile)),
    datePublished: publication.date || undefined,
    isPartOf: container(publication),
    pagination: publication.pages || undefined,
    url: publication.url.startsWith('https://') || publication.url.startsWith('http://') ? publication.url : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    identifier: ids.length > 0 ? ids : undefined,
    abstract: publication.abstract && publication.abstract !== NO_ABSTRACT ? publication.abstract : undefined,
    about: publication.topic,
    genre: publication.type,
    inLanguage: 'en',
  };
}

/**
 * schema.org JSON-LD for /publications: each publication a ScholarlyArticle, the surgeon's authorship linked to the
 * biography. The page carries it beside the list it describes (a data block: browsers run no script for it and the
 * CSP does not apply), so the site's other bundles never hold the list.
 */
export function buildPublicationsStructuredData(
  list: readonly Publication[],
  profile: PracticeProfile = practiceProfile,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': list.map((publication) => scholarlyArticle(publication, profile)),
  };
}
