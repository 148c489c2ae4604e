/*
 * A group's complaint told with 'their' after the writer's group is the group's, not the writer's. (A reading of
 * bladder habits with an ordinary reason, from the same branch, was refused at review: it let more water or a water
 * tablet account for an adult wetting themselves.)
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a group's complaint told with 'their' after the writer's group", () => {
  it.each([
    'my spin regulars moan that their bits go numb after class, which saddle should they get?',
    'coach here: my under 16s say their bits go numb on the turbo trainers',
  ])('reads "%s" as the group\'s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my son and daughter both say their bits have gone numb',
    'their bits go numb, and now my own bottom has been numb since yesterday',
    'my riders moan their bits go numb, and now mine has gone numb since yesterday too',
  ])('still raises "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});
