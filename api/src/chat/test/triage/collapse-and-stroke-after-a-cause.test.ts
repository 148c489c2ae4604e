/*
 * The collapse and stroke entries told beside a cause that has worn off, a fit that goes on, and breathing that fails
 * in a position: each with the everyday talk that sounds like it (a numb face after the dentist still wearing off, a
 * fit long past, breathlessness known and checked, a trifle named as the cause).
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';
const STROKE = 'stroke-signs';

describe("a change told as starting after a cause wore off is no cause's: the 'wore off' is the cause's, not the symptom's", () => {
  it.each([
    "my mum's face drooped since the anaesthetic wore off",
    "dad's face has dropped on one side, it started after the dentist's injection wore off",
    'her face is drooping on the left once the numbing from her filling had worn off',
    'my husband’s mouth is drooping since his sedation wore off this afternoon',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
  it.each([
    'my face is still numb from the dentist, the anaesthetic is wearing off slowly',
    'half my face feels droopy from the dentist but it wore off by lunch',
    'my lip drooped after the filling but it has worn off now',
  ])('does not raise it for a numbness or droop that is itself over or wearing off: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});

describe('a fit told to go on or not to stop is a long fit now, its length no time of long standing', () => {
  it.each([
    'he has been fitting for ages',
    'my daughter has been seizing for so long, what do I do',
    "the fit won't stop",
    "her seizure isn't stopping and her lips look blue",
    "he hasn't stopped convulsing since we rang 999",
    "grandad's fit is still going",
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it.each([
    'I had a fit for ages as a teenager, controlled now',
    "she's had seizures for ages but they're controlled on her tablets",
    "this coughing fit won't stop, is it ok to do my exercises?",
    "my new brace isn't fitting for ages, can you adjust it?",
  ])('does not raise it for fits long past, a known epilepsy, a coughing fit or a brace: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});

describe('breath that fails lying flat or down is breathing not normal now, not the habit of a posture', () => {
  it.each([
    "I can't breathe when I lie flat",
    "dad can't get his breath lying down tonight",
    'my wife cannot catch her breath whenever she lies down, she is sat up in a chair',
    "my brother says he can't breathe when he lies flat on the bed",
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it.each([
    'I get a bit breathless lying flat since my asthma, my GP has checked',
    "I can't breathe when I lie flat on my front for the massage, is there a face hole?",
    "my son says he can't breathe when he lies face down on the treatment couch",
    "I can't breathe properly when I bend over in the brace",
  ])('does not raise it for a known breathlessness or a face-down posture: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});

describe('a fitting told as an appointment, with its day or its booking, is no fit', () => {
  it.each([
    'the new corset feels snug round my chest. the fitting was yesterday, should it loosen up?',
    'my orthotic fitting is booked, can I still do the exercises?',
    'is there parking for my fitting appointment on Friday?',
  ])('does not raise the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
  it.each([
    'my son was fitting yesterday and again this morning, he is fitting now',
    'she is fitting today on the lounge floor',
  ])('raises it for a person fitting: "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
});
