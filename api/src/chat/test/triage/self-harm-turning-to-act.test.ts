/*
 * Thoughts of ending one's life beside a sign that they are turning into an act, told in any sentence of the
 * message: a goodbye or thanks for having tried, a self that cannot be stopped, a hurt already done. Each is a danger
 * now; alone, each is an everyday phrase.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const DANGER = 'self-harm-immediate-danger';

describe('thoughts of self-harm turning into an act', () => {
  it.each([
    "I want to die. Goodbye everyone, it's not your fault",
    "I've been thinking about killing myself and I can't trust myself tonight",
    'my son has harmed himself and keeps saying he wants to end it all',
    "feeling suicidal and I don't think I can stop myself this time",
    "thanks for trying doc, but I don't want to be alive anymore",
    "he's hurt himself badly. He says he wants to kill himself.",
    "can't go on like this, goodbye and thanks for trying",
  ])('raises self-harm-immediate-danger for %j', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'goodbye and thanks for all your help with my back',
    "I can't stop myself from scratching the scar on my back",
    'mum hurt herself badly when she fell down the stairs, her back is bruised',
    'thanks for trying to fit me in, bye',
    'my son has hurt himself at rugby, his neck is stiff',
  ])('does not raise self-harm-immediate-danger for %j', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});
