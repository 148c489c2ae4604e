import { triageByRules } from '../../domain/triage/triage-message';

// The rules alone (triageByRules), so that the second net cannot hide a context rule that fails: words that name a
// red flag in what is not a report of one, each beside look-alikes that must still raise.

describe("someone else's word for the writer, laughed off", () => {
  it.each([
    'my husband thinks I am suicidal lol, doing sprints in my 60s. How often should I rest?',
    'the kids joked I must be suicidal 😂 taking up rugby at 50',
  ])('sets aside a teasing word said of the writer and laughed at: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my husband says I have been talking about ending my life',
    'my partner thinks I am suicidal and honestly she is right',
    "I'm suicidal lol, nothing helps anymore",
  ])('still raises thoughts of suicide told of the writer: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe("a relative's death by suicide, told; and whose death a death told is", () => {
  it.each([
    'my grandfather killed himself when the pain got too much. Does your clinic offer counselling alongside physio?',
    'my cousin committed suicide in the spring. Do you run a support group for people with pain?',
  ])('sets aside a death by suicide told of someone who has died: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my brother nearly killed himself last night with his pills',
    'my gran died in the spring and my son keeps saying he wants to kill himself',
    'my aunt passed away in June and now my dad says he has thoughts of ending it all',
  ])("still raises a relative's own thoughts of self-harm beside someone else's death: \"%s\"", (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});
