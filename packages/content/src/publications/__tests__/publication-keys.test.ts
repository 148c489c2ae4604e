import { isSameWork, normaliseDoi, publicationId } from '../publication-keys';

describe('publication keys', () => {
  it('compares DOIs without resolver, prefix or case', () => {
    expect(normaliseDoi('https://doi.org/10.5555/ABC')).toBe('10.5555/abc');
    expect(normaliseDoi('doi: 10.5555/abc')).toBe('10.5555/abc');
    expect(normaliseDoi('http://dx.doi.org/10.5555/abc')).toBe('10.5555/abc');
  });

  it('names a work by DOI, else PMID, else title and year', () => {
    expect(publicationId({ doi: '10.5555/A', pmid: '1', title: 'T' })).toBe('doi:10.5555/a');
    expect(publicationId({ pmid: '1', title: 'T' })).toBe('pmid:1');
    expect(publicationId({ title: 'Sagittal Balance: a Review.', year: 2020 })).toBe(
      'title:sagittal balance a review|2020',
    );
  });

  it('decides by DOI when both have one, then PMID, then title and year', () => {
    expect(isSameWork({ doi: '10.5555/a', title: 'One' }, { doi: '10.5555/A', title: 'Two' })).toBe(true);
    expect(isSameWork({ doi: '10.5555/a', pmid: '1', title: 'T' }, { doi: '10.5555/b', pmid: '1', title: 'T' })).toBe(
      false,
    );
    expect(isSameWork({ doi: '10.5555/a', pmid: '1', title: 'One' }, { pmid: '1', title: 'Two' })).toBe(true);
    expect(isSameWork({ title: 'Brace – treatment', year: 2019 }, { title: 'brace treatment.', year: 2019 })).toBe(
      true,
    );
    expect(isSameWork({ title: 'Brace treatment', year: 2019 }, { title: 'Brace treatment', year: 2018 })).toBe(false);
  });
});
