import { DOI_RESOLVER, type Publication } from '@clinic/content';
import { publicationLinks } from '../lib/publication-links';
import { publicationFixture } from './publication-fixture';

const base: Publication = publicationFixture();

describe('publicationLinks', () => {
  it('shows everything for a complete entry, with the DOI link on the resolver', () => {
    expect(publicationLinks({ ...base, pmid: '' })).toEqual({
      date: '2020',
      hasAbstract: true,
      viewUrl: 'https://example.org/99',
      doiUrl: `${DOI_RESOLVER}10.5555/sample.99`,
    });
    expect(publicationLinks(base).doiUrl).toBe('https://doi.org/10.5555/sample.99');
  });

  it('hides the date badge when there is no date', () => {
    expect(publicationLinks({ ...base, date: '' }).date).toBeUndefined();
  });

  it('offers the abstract toggle only when an abstract exists', () => {
    expect(publicationLinks({ ...base, abstract: '' }).hasAbstract).toBe(false);
    expect(publicationLinks({ ...base, abstract: 'Not available' }).hasAbstract).toBe(true);
  });

  it("still shows View Publication for the '#' placeholder url", () => {
    expect(publicationLinks({ ...base, url: '#' }).viewUrl).toBe('#');
    expect(publicationLinks({ ...base, url: '' }).viewUrl).toBeUndefined();
  });

  it('hides the DOI link when the doi is empty', () => {
    expect(publicationLinks({ ...base, doi: '' }).doiUrl).toBeUndefined();
  });

  it('links the PubMed record when there is a PMID, and not otherwise', () => {
    expect(publicationLinks({ ...base, pmid: '12345678' }).pubmedUrl).toBe('https://pubmed.ncbi.nlm.nih.gov/12345678/');
    expect(publicationLinks(base).pubmedUrl).toBeUndefined();
  });
});
