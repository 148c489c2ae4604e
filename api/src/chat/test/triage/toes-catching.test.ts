/*
 * Toes that catch, told with the toes as the subject ('my toes keep catching on the stairs') or with the side named
 * ('catching my right toes'), are the feet failing to lift as 'catching my toes' is; stubbing a toe once stays a mishap.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const CORD = 'cord-compression-walking-or-limbs';

describe('toes that catch', () => {
  it.each([
    "My toes keep catching on the stairs and it's getting worse.",
    'His toes are catching on the kerb when he walks, new this week',
    'I keep catching my left toes on the carpet since Monday',
    'my foot keeps catching on the pavement and I nearly fell',
    'Her toes kept catching on the rug all day yesterday',
    'catching my right toes on every step now, back pain for a month',
  ])('raises %j', (message) => {
    expect(triageByRules(message)).toContain(CORD);
  });

  it.each([
    'I stubbed my toe on the door frame this morning, ouch',
    'My toes are cold, is that my back?',
    'my toes keep cramping after swimming',
    'I caught my toe on a nail and it bled a bit',
    'My toes keep catching the sun on holiday, any sunscreen tips?',
    "My toes catch on the carpet because they're long, it's new slippers that do it",
  ])('leaves %j ordinary', (message) => {
    expect(triageByRules(message)).not.toContain(CORD);
  });
});
