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
