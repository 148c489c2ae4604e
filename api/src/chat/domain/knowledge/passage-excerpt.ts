import type { PassageHit } from './knowledge-index';

/** Short enough to read in the chat panel at a glance. */
export const EXCERPT_MAX_LENGTH = 360;

const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]+(?:\s|$)|[^.!?]+$/g)?.map((s) => s.trim()) ?? [];

/**
 * The passage's sentence sharing most words with the question (the first on a tie), followed by the next ones
 * while they fit: a short answer rather than the whole section.
 */
export function passageExcerpt({ passage, terms }: PassageHit): string {
  const sentences = sentencesOf(passage.text);
  const score = (sentence: string) => {
    const lower = sentence.toLowerCase();
    return terms.filter((term) => lower.includes(term.slice(0, Math.max(4, term.length - 2)))).length;
  };
  const scores = sentences.map(score);
  const best = scores.indexOf(Math.max(0, ...scores));
  let excerpt = sentences[Math.max(0, best)] ?? '';
  for (const next of sentences.slice(best + 1)) {
    if (excerpt.length + next.length + 1 > EXCERPT_MAX_LENGTH) break;
    excerpt = `${excerpt} ${next}`;
  }
  if (excerpt.length > EXCERPT_MAX_LENGTH) excerpt = `${excerpt.slice(0, EXCERPT_MAX_LENGTH - 1).trimEnd()}…`;
  return excerpt;
}

/** A link to the passage's page, in the reply's link syntax (see ChatResponse in @clinic/contracts). */
export const pageLink = ({ passage }: PassageHit) => `[${passage.title}](${passage.path})`;
