/*
 * Night pain told by what it does to the night (lying down past bearing, a night spent up in a chair, woken and
 * never comfortable), and a stroke's signs told together after a neck treatment.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('lying down itself past bearing, or a night spent up in a chair for the pain', () => {
  it.each([
    'my wife has a bad back and lying down is torture for her, so she stays in the armchair',
    'lying down has become unbearable, so most nights I stay in my recliner',
    'he spends every night sitting in his chair because of the ache in his spine',
  ])('raises night pain for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'I stayed up in the armchair all night watching the election results, back a bit stiff after',
    'lying down is agony since my hip operation last week',
  ])('stays quiet for a chair night without pain, or lying down painful in a placed joint: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });
});

describe('a list of postures or remedies each denied on its own, before the pain told after it', () => {
  it.each([
    'nothing I try helps, not reclining, not standing, neck aches constantly and worse at night',
    'nothing settles it, not ice, not heat, back throbs day in day out and worse at night',
  ])('keeps the pain after the denied list: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it.each([
    'no pain, numbness or tingling in my back at night',
    'not worse at night, no, my back only aches when I lift',
  ])('still denies a list of symptoms: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a good night told as what used to be, before the change', () => {
  it.each([
    'he used to sleep well, but these last weeks his lower back pain wakes him every night',
    'I used to sleep through, now the ache in my spine wakes me at 3am most nights',
  ])('is no account of now: raises %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('still reads a good night now as the night denied', () => {
    expect(triageByRules('my lower back aches a little in the evening but I sleep well')).toEqual([]);
  });
});

describe('slurring with double vision or an eye gone blind: a stroke', () => {
  it.each([
    'since the osteopath cracked my neck yesterday my speech keeps slurring and I keep seeing double',
    'my dad is slurring his words and says he has lost the sight in his left eye',
  ])('raises stroke signs for %j', (message) => {
    expect(triageByRules(message)).toContain('stroke-signs');
  });

  it.each([
    'three pints down I was slurring and seeing double, fun night, but my back hurts today',
    'I sometimes see double when I am very tired, is that linked to my neck?',
  ])('stays quiet for drink, or double vision alone: %j', (message) => {
    expect(triageByRules(message)).not.toContain('stroke-signs');
  });
});

describe('a face gone lopsided with its auxiliary, or hanging down on one side', () => {
  it.each([
    "grandad's smile has gone all crooked in the last half hour",
    'her face is hanging down on the right since she sat down for lunch',
  ])('raises stroke signs for %j', (message) => {
    expect(triageByRules(message)).toContain('stroke-signs');
  });

  it.each(['the shelf in my study has gone lopsided', 'my smile has always been a bit wonky, is that my jaw?'])(
    'stays quiet for a thing, or a smile always so: %j',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('passing out told as the sleep that followed a shift', () => {
  it.each([
    'passed out cold after his night shift, slept till four, says his back feels looser',
    'my son passed out cold after his late shift and slept 14 hours, his neck is stiff today',
  ])('is sleep, not a collapse: %j', (message) => {
    expect(triageByRules(message)).not.toContain('collapse-unconscious-or-not-breathing');
  });

  it.each([
    'she passed out after her shift and hit her head, we couldn’t wake her',
    'he passed out at the end of his shift and is not breathing properly',
  ])('still raises a collapse after a shift: %j', (message) => {
    expect(triageByRules(message)).toContain('collapse-unconscious-or-not-breathing');
  });
});
