/*
 * A stroke's sign that has passed (a TIA: NHS.UK says call 999 even if the symptoms disappear), and legs that
 * suddenly cannot move, told of the writer or of someone else.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a stroke's sign told as gone is still a stroke's sign", () => {
  it('raises a droop, a weak side or lost speech told as recent and since settled', () => {
    expect(triageByRules("my wife's mouth sagged on the left at breakfast, it went within the hour")).toEqual([
      'stroke-signs',
    ]);
    expect(triageByRules('my words came out jumbled last night but it settled after ten minutes')).toEqual([
      'stroke-signs',
    ]);
    expect(triageByRules('his face dropped on one side earlier today, gone by lunchtime')).toEqual(['stroke-signs']);
    expect(
      triageByRules('my right side went weak an hour ago, it passed in a few minutes and nothing since'),
    ).toContain('stroke-signs');
  });

  it('keeps a droop of long ago, a dental numbness and a face that fell in a figure of speech ordinary', () => {
    expect(triageByRules('my face drooped on one side years ago and it cleared within a day')).toEqual([]);
    expect(triageByRules('the numbness from my filling went within the hour')).toEqual([]);
    expect(triageByRules('her mouth sagged after the dentist numbed it, it had worn off by teatime')).toEqual([]);
    expect(triageByRules('my face dropped when the garage told me the price')).toEqual([]);
    expect(
      triageByRules('I had a stroke in 2016 and my left hand is still a bit weak, it has not changed since'),
    ).toEqual([]);
  });
});

describe("anyone's limbs that cannot move or lift", () => {
  it("raises another person's legs or foot that cannot move, suddenly or now", () => {
    expect(triageByRules('my partner all of a sudden cannot move her legs')).toEqual([
      'cord-compression-walking-or-limbs',
    ]);
    expect(triageByRules("dad can't lift his left foot off the floor since this morning")).toEqual([
      'cord-compression-walking-or-limbs',
    ]);
  });

  it('keeps legs held still by laughter or a numb leg under a sleeping child ordinary', () => {
    expect(triageByRules("we couldn't move our legs for giggling")).toEqual([]);
    expect(triageByRules('my leg went numb with the baby asleep on it')).toEqual([]);
  });
});
