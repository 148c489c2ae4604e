import type { PublicationAuthor } from '@clinic/content';
import { authorListParts, citationDetails } from '../lib/citation-parts';
import { publicationFixture } from './publication-fixture';

const person = (name: string, isSurgeon = false): PublicationAuthor => ({ name, fullName: name, isSurgeon });
const names = (parts: ReturnType<typeof authorListParts>) =>
  parts.map((part) => (part.kind === 'author' ? part.author.name : part.kind));

describe('authorListParts', () => {
  it('lists up to six authors in full', () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => person(name));
    expect(names(authorListParts(six))).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('cuts longer lists to six and et al.', () => {
    const eight = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => person(name, name === 'B'));
    expect(names(authorListParts(eight))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'et-al']);
  });

  it('keeps the surgeon when they come after the sixth author', () => {
    const eight = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => person(name, name === 'H'));
    expect(names(authorListParts(eight))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'gap', 'H', 'et-al']);
  });
});

describe('citationDetails', () => {
  it("gives an article's volume, issue and page range", () => {
    expect(citationDetails(publicationFixture())).toEqual({ volumeAndPages: '12(3):45–52', pagesOnly: '' });
    expect(citationDetails(publicationFixture({ issue: '' })).volumeAndPages).toBe('12:45–52');
    expect(citationDetails(publicationFixture({ pages: '' })).volumeAndPages).toBe('12(3)');
  });

  it('gives the page range alone when there is no volume (chapters, proceedings)', () => {
    expect(citationDetails(publicationFixture({ type: 'chapter', volume: '', issue: '', pages: '419-430' }))).toEqual({
      volumeAndPages: '',
      pagesOnly: '419–430',
    });
    expect(citationDetails(publicationFixture({ volume: '', issue: '', pages: '' }))).toEqual({
      volumeAndPages: '',
      pagesOnly: '',
    });
  });
});
