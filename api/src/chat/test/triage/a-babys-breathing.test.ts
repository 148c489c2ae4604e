/*
 * A baby's or a toddler's breathing: a baby breathes through the nose, and NHS 111/999 advice treats a baby struggling
 * to breathe as an emergency whatever the cause; what puts an adult's laboured breath down to a blocked nose or a cold
 * does not put a baby's down to it.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe("a blocked nose or a cold explains no baby's or toddler's struggle to breathe", () => {
  it('raises a baby, a newborn, an infant or a toddler struggling for breath beside a blocked nose or a cold', () => {
    expect(triageByRules('our newborn is fighting for breath, his nose is all congested')).toContain(COLLAPSE);
    expect(triageByRules('my toddler is battling to breathe with a really stuffy nose')).toContain(COLLAPSE);
    expect(triageByRules('our infant is gasping for air with her cold')).toContain(COLLAPSE);
    expect(triageByRules('my 7 week old is struggling for breath and his nostrils are bunged up')).toContain(COLLAPSE);
    expect(triageByRules('Our 2 year old has a cold. She is struggling for breath with her nose so blocked')).toContain(
      COLLAPSE,
    );
  });

  it("keeps an adult's or an older child's breath put down to a blocked nose, and a baby's snuffly nose, ordinary", () => {
    expect(triageByRules('I am struggling to breathe with my nose so congested from this cold')).toEqual([]);
    expect(triageByRules('my 15 year old son is struggling to breathe with his blocked nose')).toEqual([]);
    expect(triageByRules("my baby's nose is stuffy and she snorts while she feeds, can I use saline drops?")).toEqual(
      [],
    );
    expect(triageByRules('my toddler is snoring loudly with his cold')).toEqual([]);
    expect(triageByRules("my baby can't breathe through her nose when she has a cold")).toEqual([]);
  });
});

describe("a baby's laboured breathing, told by its signs, is struggling to breathe", () => {
  it('raises ribs or the chest sucking in, grunting with each breath, and too breathless to feed', () => {
    expect(triageByRules('her ribs keep sucking in every time she breathes')).toContain(COLLAPSE);
    expect(triageByRules("my son's chest is pulling in under his ribs as he breathes")).toContain(COLLAPSE);
    expect(triageByRules('the little one is making a grunting noise with every breath')).toContain(COLLAPSE);
    expect(triageByRules('my 5 week old is grunting on each breath out')).toContain(COLLAPSE);
    expect(triageByRules('our baby seems too out of breath to take her bottle')).toContain(COLLAPSE);
    expect(triageByRules('my newborn is too breathless to breastfeed properly')).toContain(COLLAPSE);
  });

  it('keeps a grunt with effort, a baby grunting in sleep, a tummy sucked in and a tired feeder ordinary', () => {
    expect(triageByRules('I grunt when I deadlift and my lower back aches after')).toEqual([]);
    expect(triageByRules('my baby grunts and squirms in her sleep, is that normal?')).toEqual([]);
    expect(triageByRules('I sucked my tummy in for the photo and my back twinged')).toEqual([]);
    expect(triageByRules('my baby is too sleepy to finish her feeds at night')).toEqual([]);
    expect(triageByRules('I grunt on every breath when I squat heavy, then my back is stiff')).not.toContain(COLLAPSE);
    expect(triageByRules('keep my ribs drawn in during pilates and my lower back aches')).not.toContain(COLLAPSE);
    expect(triageByRules('feel my ribs pulling in on one side when I twist')).not.toContain(COLLAPSE);
    expect(triageByRules("I've been too breathless to eat much lately")).not.toContain(COLLAPSE);
  });
});
