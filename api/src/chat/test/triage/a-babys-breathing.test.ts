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
