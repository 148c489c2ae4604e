import { normaliseText } from './publication-keys';
import type { PublicationRecord } from './publication-model';

/** topic-rules.json: ordered rules, first match wins. */
export interface TopicRules {
  fallbackTopic: string;
  rules: readonly { topic: string; terms: readonly string[] }[];
}

export interface TopicChoice {
  topic: string;
  /** What decided it: a subject term (type, keyword, MeSH), the title, or nothing (the fallback). */
  decidedBy: 'subject' | 'title' | 'fallback';
}

/** A MeSH heading without its major-topic star and qualifiers: '*Scoliosis/surgery' -> 'Scoliosis'. */
function meshDescriptor(heading: string): string {
  return heading.replace(/^\*/, '').split('/')[0] ?? heading;
}

/** Whole words or phrases only: 'scoliosis' is in 'adolescent idiopathic scoliosis', 'letter' is not in 'newsletter'. */
function containsTerm(text: string, term: string): boolean {
  return ` ${text} `.includes(` ${term} `);
}

function firstMatchingTopic(texts: readonly string[], rules: TopicRules): string | undefined {
  if (texts.length === 0) return undefined;
  return rules.rules.find((rule) =>
    rule.terms.some((term) => {
      const wanted = normaliseText(term);
      return texts.some((text) => containsTerm(text, wanted));
    }),
  )?.topic;
}

/** The topic the rules give a work: from its subject terms, else from its title, else the fallback topic. */
export function assignTopic(
  record: Pick<PublicationRecord, 'title' | 'keywords' | 'mesh' | 'publicationTypes'>,
  rules: TopicRules,
): TopicChoice {
  const subjects = [
    ...(record.publicationTypes ?? []),
    ...(record.keywords ?? []),
    ...(record.mesh ?? []).map(meshDescriptor),
  ].map(normaliseText);
  const bySubject = firstMatchingTopic(subjects, rules);
  if (bySubject) return { topic: bySubject, decidedBy: 'subject' };
  const byTitle = firstMatchingTopic([normaliseText(record.title)], rules);
  if (byTitle) return { topic: byTitle, decidedBy: 'title' };
  return { topic: rules.fallbackTopic, decidedBy: 'fallback' };
}
