import type { Publication } from '../publications/publication-model';
import { practiceProfile } from '../practice-profile';
import { FIXTURE_PUBLICATION } from '../publications/__tests__/publication-fixtures';
import { buildPublicationsStructuredData } from '../seo/publications-structured-data';

const article: Publication = { ...FIXTURE_PUBLICATION, url: '#', issue: '2', abstract: 'Not available' };

describe('buildPublicationsStructuredData', () => {
  it('describes each publication as a ScholarlyArticle, the surgeon linked to the biography', () => {
    const data = buildPublicationsStructuredData([article], practiceProfile);
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'ScholarlyArticle',
          headline: 'Pedicle screws in fixtures',
          name: 'Pedicle screws in fixtures',
          author: [
            { '@type': 'Person', name: 'Sam Sample' },
            {
              '@type': 'Person',
              name: practiceProfile.surgeonName,
              url: `${practiceProfile.siteOrigin}/alex-example-biography`,
            },
          ],
          datePublished: '2020',
          isPartOf: {
            '@type': 'PublicationIssue',
            issueNumber: '2',
            isPartOf: {
              '@type': 'PublicationVolume',
              volumeNumber: '4',
              isPartOf: { '@type': 'Periodical', name: 'Fixture Journal' },
            },
          },
          pagination: '1-9',
          sameAs: ['https://doi.org/10.5555/one', 'https://pubmed.ncbi.nlm.nih.gov/123/'],
          identifier: [
            { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.5555/one' },
            { '@type': 'PropertyValue', propertyID: 'PMID', value: '123' },
          ],
          about: 'Spinal Implants',
          genre: 'article',
          inLanguage: 'en',
        },
      ],
    });
  });

  it('puts a chapter in its book and leaves out what the entry lacks', () => {
    const data = buildPublicationsStructuredData([
      { ...article, type: 'chapter', url: 'https://example.org/c', doi: '', pmid: '', date: '', abstract: 'Text.' },
    ]);
    const [chapter] = data['@graph'] as Record<string, unknown>[];
    expect(chapter).toMatchObject({
      isPartOf: { '@type': 'Book', name: 'Fixture Journal' },
      url: 'https://example.org/c',
      abstract: 'Text.',
    });
    expect(chapter?.sameAs).toBeUndefined();
    expect(chapter?.identifier).toBeUndefined();
    expect(chapter?.datePublished).toBeUndefined();
  });
});
