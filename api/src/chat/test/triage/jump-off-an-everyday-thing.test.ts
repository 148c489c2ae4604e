/*
 * A jump off an everyday thing ('jumped off the diving board', 'jumping off the sofa') is play or sport, not a wish
 * to die; it holds only its own words, so a wish told beside it, or a jump off a height, still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a jump off an everyday thing', () => {
  it.each([
    'jumped off the diving board',
    'my son jumped off the top diving board and landed flat on his back, it hurts',
    'I jumped off the sofa and twisted my back',
    'she keeps jumping off the bed onto the floor',
    'jumped off the wall at school and hurt his ankle',
    'I want to jump off the high diving board this summer, will my back be ok?',
  ])('keeps %j from self-harm', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-thoughts');
  });

  it.each([
    'jumped off the multi-storey',
    'I want to jump off a bridge',
    'I jumped off the diving board and now I want to kill myself',
    "I'm going to jump off the roof",
    'he says he will jump off the car park',
    'thinking about jumping off the cliff tonight',
    'I jumped off the sofa. I want to jump off a bridge',
  ])('raises self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});
