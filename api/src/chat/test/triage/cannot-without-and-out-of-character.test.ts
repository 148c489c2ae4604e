/*
 * Two turns of speech that read as denials and deny nothing: what someone 'can't' do 'without' is there ("can't get to
 * the loo without getting out of breath"), and 'which isn't me' says a change is out of character, not someone
 * else's. A plain 'without' ('walked up without getting out of breath') and a plain 'not me' still deny.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("can't without, and out of character", () => {
  it.each([
    "Can't walk to the bathroom without getting out of breath since my back op on Monday.",
    "I couldn't get up the hill without being short of breath today, had my spine surgery 10 days ago.",
    "Short of breath since this morning, which isn't me. Had my spinal op last week.",
    "Out of breath on the stairs since my operation, which isn't like me at all.",
  ])('raises pulmonary embolism: %s', (message) => {
    expect(triageByRules(message)).toContain('pulmonary-embolism');
  });

  it.each([
    'I walked up three flights without getting out of breath today, chuffed with my recovery after the back op.',
    'Asking for my neighbour, not me: is it normal to be short of breath after a back operation?',
  ])('keeps a plain denial ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
