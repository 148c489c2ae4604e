import { triageByRules } from '../../domain/triage/triage-message';

const OVERDOSE = 'overdose-or-poisoning';

describe("overdose: the writer's own 'I took them all', in few words, with nothing named", () => {
  it.each([
    'i took them all. sorry',
    "I've taken them all",
    'ive taken them all now, bye',
    'I took those all, im sorry',
  ])('raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain(OVERDOSE);
  });

  it.each([
    'I took them all to the park yesterday and my back is sore',
    'I took them all out of the packet into the dosette box',
    'I took them all on holiday and my back is killing me',
    'my kids are a handful, I took them all to soft play and now my back hurts',
  ])('no overdose when people or packets are taken somewhere: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(OVERDOSE);
  });
});
