import { DOI_RESOLVER, publications, type Publication } from '@clinic/content';
import { publicationLinks } from '../lib/publication-links';

const base: Publication = {
  id: 99,
  title: '[Sample] Test entry',
  url: 'https://example.org/99',
  topic: 'Scoliosis',
  date: '2020',
  journal: 'Sample Journal',
  doi: '10.5555/sample.99',
  abstract: 'Some abstract',
};

describe('publicationLinks', () => {
  it('shows everything for a complete entry, with the DOI link on the resolver', () => {
    expect(publicationLinks(base)).toEqual({
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

  it('matches the real data: entry 31 has no date and no DOI but a # link', () => {
    const entry = publications.find((p) => p.id === 31);
    expect(entry).toBeDefined();
    const links = publicationLinks(entry as Publication);
    expect(links.date).toBeUndefined();
    expect(links.doiUrl).toBeUndefined();
    expect(links.viewUrl).toBe('#');
  });
});
