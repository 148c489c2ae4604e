/*
 * 'Had another fit' is a fit had now, as 'had a fit' is (the collapse entry, NHS.UK 'When to call 999'); told after an
 * old one ('… a seizure in 2018. He had another fit today.') it is still of now. A fit of giggles, temper or coughing
 * is none.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe('another fit', () => {
  it.each([
    'my nephew has had another fit this afternoon',
    'Grandma had a seizure in 2017. She had another fit an hour ago.',
    "she's having another fit and it won't stop",
  ])('raises the collapse entry for %j', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
});

describe('another fit of something', () => {
  it.each([
    'my son had another fit of giggles at the physio',
    'she had another fit of temper when I took her phone',
    'had another fit of sneezing this morning and my back twinged',
  ])('raises no collapse entry for %j', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});
