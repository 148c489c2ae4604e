/*
 * A worried question about a sign, then a statement whose first phrase denies it or says it is fine ('Is it bad if
 * back pain is worse at night? Mine isn't, I sleep fine'): the writer does not claim it, so nothing of the question is
 * reported (the second net reads the rules' reports). A statement that tells it going on claims it.
 */
import { reportedConcepts, triageByRules } from '../../domain/triage/triage-message';

const concepts = (message: string) => reportedConcepts(message).map(({ concept }) => concept);

describe('a worried question, then denied as the writer’s own', () => {
  it.each([
    'Is it normal for back pain to wake you at night? Happening to me since Tuesday',
    'Is it bad if back pain wakes you at night? Mine does, every night for a month',
    "Is it bad if your back hurts more at night? It's been waking me for weeks",
    'Is it bad if back pain is worse at night? Mine has been doing that for weeks',
    "Is it normal for back pain to wake you at night? It's been happening to me since Monday",
    'is it serious if your back pain is worse lying down at night? mine has been for weeks now',
  ])('raises night pain claimed: %s', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    "Is it bad if back pain is worse at night? Mine isn't, I sleep fine, but I saw it on a website",
    "Is it a worry if neck pain is worse at night? Mine isn't, just wondering",
    "Is it bad if back pain keeps you up at night? Mine doesn't, I'm only asking for an essay",
    "Is it serious if back pain wakes you at night? Not mine, it's fine at night, just curious",
    "Is it bad if your back hurts more at night? Mine's fine at night, it's mornings that are stiff",
    "Is it bad if back pain is worse at night? Mine isn't, it's only sore after work",
  ])('keeps a question denied as own ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
    expect(concepts(message)).not.toContain('night-pain');
  });
});
