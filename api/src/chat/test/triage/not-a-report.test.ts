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
