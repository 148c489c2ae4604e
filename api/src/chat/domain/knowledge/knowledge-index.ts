import MiniSearch from 'minisearch';
import type { Passage } from './site-passages';

/** Words that say nothing about the topic; without them 'what is sciatica' searches for 'sciatica'. */
const STOP_WORDS = new Set(
  `a about after again all am an and any are as at be been before being but by can could did do does doing down
  during each explain few for from further had has have having he her here hers him his how i if in into is it its
  just know me more most my myself no nor not now of off on once only or other our out over own please same she
  should so some such tell than thank thanks that the their them then there these they this those through to too
  under until up very was we were what when where which while who whom why will with would you your yours hi hello
  get got getting really much many also like feel feeling felt want need help mean means get thing things`.split(/\s+/),
);

const processTerm = (term: string) => {
  const word = term.toLowerCase();
  return word.length < 2 || STOP_WORDS.has(word) ? null : word;
};

export interface PassageHit {
  passage: Passage;
  score: number;
  /** The query's own words, after stop words, as the index saw them. */
  terms: string[];
}

export interface KnowledgeIndex {
  /** The most relevant passages first; empty when nothing in the site matches well enough. */
  search(query: string, limit: number): PassageHit[];
}

/** Scores under this are chance matches of a single common word. */
const MIN_SCORE = 4;

/** A full-text index over the site's passages (minisearch), built once when the API starts. */
export function createKnowledgeIndex(passages: readonly Passage[]): KnowledgeIndex {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<Passage>({
    fields: ['title', 'heading', 'text'],
    processTerm,
    searchOptions: {
      boost: { title: 3, heading: 2 },
      // Prefix and one-letter typo matching on longer words only: they are what costs time in a search.
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      maxFuzzy: 1,
      combineWith: 'OR',
    },
  });
  index.addAll(passages);
  return {
    search(query, limit) {
      return index
        .search(query)
        .filter((result) => result.score >= MIN_SCORE)
        .slice(0, limit)
        .flatMap((result) => {
          const passage = byId.get(String(result.id));
          return passage ? [{ passage, score: result.score, terms: result.queryTerms }] : [];
        });
    },
  };
}
