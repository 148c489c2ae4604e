/*
 * The arm hurting beside the back, the chest or the jaw ('his back and arm hurt'), with sweating or breathlessness,
 * is a heart attack's pain told as two places (emergency); a game or a task accounts for it alone, and the neck and
 * arm together are a trapped nerve's.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const HEART = 'heart-attack';

describe('the arm hurting beside the back or the chest', () => {
  it.each([
    'my colleague is grey and sweating and says his back and arm hurt',
    'dad is clammy and pale, says pain in his back and left arm',
    'my wife is sweating buckets and her chest and arm ache',
    'I feel sick and sweaty, my back and left arm are aching',
    'husband is sweating and feels faint, his back and arm ache after mowing the lawn',
    "mum's back and arms are hurting and she's breathless",
  ])('raises heart-attack for %j', (message) => {
    expect(triageByRules(message)).toContain(HEART);
  });

  it.each([
    'my back and arm hurt after painting the ceiling all day',
    'neck and arm pain since I slept funny, sweating a lot at night though',
    'my shoulder and arm are sore from tennis',
    'my back and arm ache from gardening, hot and sweaty out there',
  ])('does not raise heart-attack for %j', (message) => {
    expect(triageByRules(message)).not.toContain(HEART);
  });
});
