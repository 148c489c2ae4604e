/*
 * An event long ago told to have happened again later in its sentence is current ('took an overdose at 17 and again
 * last night'). But an 'again' just after another symptom, told only after it, is that symptom's return ('… and today
 * my back hurts again'), and 'fine again' is a recovery: neither brings the old event back.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("an 'again' that is another symptom's, or a recovery", () => {
  it.each([
    ['I took an overdose when I was 17, and today my back hurts again', 'overdose-or-poisoning'],
    ['I took an overdose when I was 17 and I am fine again now', 'overdose-or-poisoning'],
    ['she had a seizure in 2019 and today her back is sore again', 'collapse-unconscious-or-not-breathing'],
    ['he had a fit as a teenager and now his neck aches again', 'collapse-unconscious-or-not-breathing'],
    ['I overdosed years ago and my sciatica has flared up again this week', 'overdose-or-poisoning'],
    ['she took an overdose in 2015 and she is well again, can she have physio?', 'overdose-or-poisoning'],
  ])('raises nothing old for %j', (message, entry) => {
    expect(triageByRules(message)).not.toContain(entry);
  });
});

describe('the event itself told again', () => {
  it.each([
    ['Took an overdose when I was 17 and again last night', 'overdose-or-poisoning'],
    ['overdosed in 2015 and overdosed again last night', 'overdose-or-poisoning'],
    ['she had a seizure in 2019 and today she had a seizure again', 'collapse-unconscious-or-not-breathing'],
    ['took an overdose at 20 and then again this morning, my back hurts', 'overdose-or-poisoning'],
    ['had a fit years ago and this afternoon he is fitting again', 'collapse-unconscious-or-not-breathing'],
    ['I took an overdose last year, and I did it again tonight', 'overdose-or-poisoning'],
  ])('raises for %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
