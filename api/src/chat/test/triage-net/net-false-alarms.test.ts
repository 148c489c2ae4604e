import { triageMessage } from '../../domain/triage/triage';
import { triageByRules } from '../../domain/triage/triage-message';
import { raisedEntries } from '../../domain/triage/triage-result';

/**
 * Red flags told in words the rules' lexicon does not read, which the second net alone catches: a guard for any
 * change that gates the net alone to lower its own false alarms (net-false-alarms-cli.ts measures those out of fold).
 */
describe('the net alone still raises red flags told only in unusual words', () => {
  it.each([
    'took a load of my nans pills',
    'hed nearly took my head off, the headache, came out of nowhere',
    'sweatin buckets at night n my back kills, been using needles',
    'got sweats every night n my back is bad, i use gear',
  ])('%s', (message) => {
    expect(triageByRules(message)).toEqual([]);
    expect(raisedEntries(triageMessage(message)).length).toBeGreaterThan(0);
  });
});
