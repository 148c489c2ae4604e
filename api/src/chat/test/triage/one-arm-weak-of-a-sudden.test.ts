/*
 * One arm gone weak of a sudden (NHS.UK FAST: not able to lift both arms and keep them there; call 999 even if the
 * symptoms go away, a TIA): told as sudden, as gone floppy or dead and useless, or for minutes and back to normal.
 * An arm weak for months or getting weaker with the neck (a trapped nerve's), one lain on, a dead arm from a punch,
 * an arm heavy after a jab or a workout, and one only numb stay out of the stroke entry.
 */
import { findRedFlagEntry } from '@clinic/content';
import { triageByRules } from '../../domain/triage/triage-message';

const STROKE = 'stroke-signs';

describe('one arm weak of a sudden', () => {
  it('is a trigger of the stroke entry, with its NHS.UK sources and 999', () => {
    const entry = findRedFlagEntry(STROKE)!;
    expect(entry.triggers).toContainEqual({ all: ['sudden-arm-weakness'] });
    expect(entry.sources).toEqual(['nhs-stroke-symptoms', 'nhs-when-to-call-999']);
    expect(entry.action).toBe('emergency');
  });

  it.each([
    'one arm went floppy for ten minutes and is back to normal now',
    "my left arm suddenly went weak and I couldn't lift it",
    "mum's right arm went dead and heavy all of a sudden",
    "his arm suddenly went floppy, couldn't lift it for about 5 minutes",
    "dad couldn't lift his right arm this morning for a few minutes, it's fine now",
    'out of nowhere my arm went useless and I dropped my cup',
    'her hand suddenly went weak and she dropped the kettle',
    "my husband's arm went dead and useless at dinner, it came back after a few minutes",
    "all of a sudden I couldn't lift my left arm",
    "grandad's arm just went limp while he was eating",
    'she was lying on the sofa when suddenly her arm went floppy',
    "I woke up and my arm was dead, couldn't lift it for a few minutes",
  ])('raises the stroke entry for %j', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });

  it.each([
    'my arm has been weak for months since the neck trouble',
    'arm goes dead when I sleep on it',
    'dead arm from a punch at school',
    'my arm went dead and heavy when I slept on it',
    'my arm felt heavy after the flu jab',
    'my arm was weak for a few minutes after the bench press',
    "I couldn't lift my arm for weeks after I dislocated my shoulder",
    "my arm's been getting weaker over a few months with my neck",
    'both arms felt like jelly after the gym',
    'my arm went numb for a few minutes this morning',
    'suddenly my arm went dead after I hit my funny bone',
  ])('leaves the stroke entry out for %j', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});
