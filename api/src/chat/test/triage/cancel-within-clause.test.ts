/*
 * A cancel that reaches only its own clause or question (ConceptDefinition.unlessInClause): a question's words set
 * aside the mention they ask about, never a report told beside them in another clause of the same sentence.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a medicine's side effect asked about, not of the report beside it", () => {
  it.each([
    ['asked of a named tablet', 'could sertraline cause suicidal thoughts? the pharmacist mentioned it'],
    ['asked with does', 'does venlafaxine cause suicidal ideation, the leaflet says so'],
  ])('does not raise thoughts of self-harm for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('self-harm-thoughts');
  });

  it.each([
    ['claimed after a comma', 'can amitriptyline cause suicidal thoughts, i keep having them'],
    ["a relative's told after a comma", 'can sertraline trigger suicidal feelings, my son has them since starting'],
    ['a wish told after a comma', 'can gabapentin cause suicidal thoughts, i keep thinking of ending it'],
    ['claimed with because', 'does amitriptyline cause suicidal thoughts because i have been having them'],
    ['asked of the writer', 'could sertraline give me suicidal thoughts'],
  ])('still raises thoughts of self-harm for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe("a medicine's overdose asked about in its own question, not of a count told beside it", () => {
  it.each([
    ['asked with a second medicine', 'can my co-codamol cause an overdose if i take it with ibuprofen'],
    ['asked before a second question', 'would these tablets cause an overdose with nurofen, how many is too many'],
  ])('does not raise an overdose for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('overdose-or-poisoning');
  });

  it.each([
    ['a count guessed at after a comma', "could my pills cause an overdose, I've taken about 25"],
    ['a count of them after a comma', 'would my tramadol cause an overdose, i had 15 of them an hour ago'],
    ['a count of them with because', 'could my tablets cause an overdose because i took 30 of them'],
    ["someone else's packet after a comma", 'could these pills cause an overdose, he swallowed the whole packet'],
    ['a double dose in the next sentence', 'could my meds cause an overdose? i took double this morning'],
  ])('still raises an overdose for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('a procedure to come or wondered about, in its own clause only', () => {
  it.each([
    [
      'a spinal procedure had, a question beside it',
      'had a laminectomy a fortnight ago, should i worry about this temperature',
    ],
    [
      'an operation had, a visit to come beside it',
      'had my back op 5 days ago, I see the surgeon next week and have a fever',
    ],
  ])('still reads the procedure as recent for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it.each([
    ['a spinal procedure wondered about', 'should i have a spinal injection, i have a temperature today'],
    ['an operation to come', 'having surgery next week and I have a fever'],
  ])('does not read a procedure to come as recent for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('infection-risk-factors');
  });
});

describe('a scan named in the lump’s own clause, not a scan asked for beside it', () => {
  it('still reads a growing lump told beside a scan asked for', () => {
    expect(triageByRules('there is a lump on my spine that keeps growing, can i get an mri')).toContain(
      'cancer-lump-or-shape-change',
    );
  });

  it('does not read a lump the scan accounts for', () => {
    expect(triageByRules('the lump on my back showed up on my mri')).not.toContain('cancer-lump-or-shape-change');
  });
});

describe('a report told beside a question or a laugh, in another clause, still raises', () => {
  it.each([
    [
      'a thunderclap told after exasperation',
      'this is doing my head in, it is the worst headache of my life and hit in seconds',
      'sudden-severe-headache',
    ],
    [
      'a poison laughed at, then sickness',
      'the berries she ate were poison haha, she is vomiting now',
      'overdose-or-poisoning',
    ],
    ['a wish to die laughed at', 'honestly i want to die lmao', 'self-harm-thoughts'],
    [
      'a pedestrian hit, then a question of relief',
      'dad was knocked down by a van and hurt his neck, how do we ease the pain?',
      'trauma-serious-accident',
    ],
  ])('raises for %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
