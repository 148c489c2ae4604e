/*
 * A comma before a new subject starts a new clause: what the clause before it says (a cancel that reaches its own
 * clause only, a negation, a question) stays there, and a report told after it stands on its own. Lists of symptoms
 * and of people, and a 'he says' set into a sentence, are not split from what they belong to.
 */
import { reportedConcepts, triageByRules } from '../../domain/triage/triage-message';

const concepts = (message: string) => reportedConcepts(message).map(({ concept }) => concept);

describe("a comma before 'we' or 'they' starts a new clause", () => {
  it.each([
    ['a laugh before it', 'struggling-to-breathe', 'he laughed so hard at the film, we think he can not breathe now'],
    ['heat before it', 'struggling-to-breathe', 'it was so hot in the car, we noticed he can not breathe properly'],
    [
      "a medicine's overdose asked about before it",
      'overdose',
      'could these pills cause an overdose, we think he took 30 of them',
    ],
    [
      'a giggle before it, told by those with her',
      'struggling-to-breathe',
      'she was giggling with her friends, they found her struggling to breathe',
    ],
  ])('still raises the report after %s', (_case, concept, message) => {
    expect(concepts(message)).toContain(concept);
  });

  it.each([
    ['a laugh in the clause after the comma', 'the film was on, they were laughing so hard they could not breathe'],
    ['a laugh before the comma, no new subject after it', 'we laughed so hard at the film, could not breathe'],
  ])('still cancels within its own clause for %s', (_case, message) => {
    expect(concepts(message)).not.toContain('struggling-to-breathe');
  });

  it.each([
    ["a 'he says' set into a denial", 'no numbness down below, he says, just stiffness'],
    ["a 'they say' set into a denial", 'no loss of bladder control, they say, only some aching'],
  ])('keeps the negation where it belongs for %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a comma before a noun and a finite verb starts a new clause', () => {
  it.each([
    [
      'a name and a modal, after a laugh',
      'struggling-to-breathe',
      'he laughed so hard at the film, tom can not breathe now',
    ],
    [
      'a child named with the, after heat',
      'struggling-to-breathe',
      'it was so hot in the car, the baby is struggling to breathe',
    ],
    [
      "a relative and 'has', after an overdose asked about",
      'overdose',
      'could these pills cause an overdose, grandad has taken the whole box',
    ],
    [
      'three words and a modal, after a laugh',
      'struggling-to-breathe',
      'we were giggling at the telly, our little girl can not breathe properly',
    ],
  ])('still raises the report after %s', (_case, concept, message) => {
    expect(concepts(message)).toContain(concept);
  });

  it.each([
    ['a list of symptoms denied', 'no numbness, tingling or weakness in either leg'],
    [
      'a finding told with is after one word',
      'coughing does not make it worse, bladder is fine, only stiff in the mornings',
    ],
    ["a professional's 'says' set into a denial", 'no numbness down below, the physio says, just stiffness'],
    [
      "a professional's word with a pronoun after it",
      'he took two doses by mistake last week, pharmacist said it was fine',
    ],
  ])('reads no report for %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['a list of people', 'mum, dad and i laughed so much we could not breathe'],
    ['a list of people with my', 'my wife, my son and i were laughing so hard we could not breathe'],
  ])('still cancels within the clause for %s', (_case, message) => {
    expect(concepts(message)).not.toContain('struggling-to-breathe');
  });
});
