/*
 * A past event told in one sentence and its repeat told of now in the next ('… last year. Today he collapsed again.')
 * is that event again, as it is in one sentence ('…, and today he collapsed again'): no time of long ago makes it
 * history. Not a repeat feared or asked about, another concept's return, a recovery, an activity taken up again, or
 * someone else's repeat.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';
const OVERDOSE = 'overdose-or-poisoning';

describe('a past event, then its repeat told of now in the next sentence', () => {
  it.each([
    ['My father needed CPR back in 2021. This afternoon he collapsed again.', COLLAPSE],
    ['She was resuscitated two years ago. She has just collapsed again in the kitchen.', COLLAPSE],
    ['Grandma had a seizure in 2017. It happened again this morning.', COLLAPSE],
    ['My partner needed CPR after a heart attack in 2022. An hour ago he collapsed again.', COLLAPSE],
    ['I took an overdose when I was 20. Last night I did it again.', OVERDOSE],
    ['Took an overdose years back. Did it again tonight.', OVERDOSE],
    // A 'when' clause dates the first; the repeat after it, in the same sentence, is of now.
    ['I overdosed when I was at uni, and last night I did it again', OVERDOSE],
  ])('raises %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a past event, then no repeat of it told of now', () => {
  it.each([
    ['My father needed CPR back in 2021. Today he is doing really well and back at golf.', COLLAPSE],
    ['Grandma had a seizure in 2017. What if it happens again today?', COLLAPSE],
    ['She was resuscitated two years ago. Today I am scared she will collapse again.', COLLAPSE],
    ['My father needed CPR back in 2021. Today his back is sore again.', COLLAPSE],
    ['My father needed CPR back in 2021. Today he is fine again.', COLLAPSE],
    ['My father needed CPR back in 2021. Now he is walking again.', COLLAPSE],
    ['My father needed CPR back in 2021. Today my mum fainted again.', COLLAPSE],
    ['I took an overdose when I was 20, I worry about doing it again', OVERDOSE],
    ['Took an overdose when I was 19. Today I am doing well, never again.', OVERDOSE],
    ["I took an overdose in 2015. I don't want to do that again, I'm doing well now.", OVERDOSE],
  ])('does not raise %j', (message, entry) => {
    expect(triageByRules(message)).not.toContain(entry);
  });
});
