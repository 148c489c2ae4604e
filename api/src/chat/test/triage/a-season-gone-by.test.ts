/*
 * A season gone by ('last summer', 'last winter') is months ago at least, as 'last year' is: a relative's or a
 * friend's injury then, with the writer's own question now, is history. Told with a time of now or a return, it is
 * not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a season gone by', () => {
  it.each([
    'My friend broke his back last summer and this morning he fell off the ladder again, he cannot move his legs',
    "my son came off his bike last winter and hurt his neck, it healed. Today he's been hit by a car and his back hurts",
    'Broke my back skiing last winter. Fell again today and now I cannot feel my feet',
    'my dad was crushed by a tractor an hour ago, his back is in agony',
    'Last summer I had a fall, and since yesterday both my legs have gone numb',
    'My brother fell off a roof last autumn and again this afternoon, he says his back is really bad',
  ])('raises what is told now: %s', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });

  it.each([
    "My son's mate broke his back on a quad bike last summer, he's fine now. My son is asking if his own back is ok, no pain",
    'My friend fractured her spine skiing last winter and is walking again. Is skiing safe for my back?',
    'Dad was in a bad car crash last spring, he has recovered. Can I book a posture check for myself?',
    'A girl in my class broke her neck diving last summer and now I worry about my own stiff neck',
    'My neighbour fell off a ladder last autumn and fractured his spine, he is back at work. My back aches after gardening',
    'last winter my husband broke his back falling off the roof, he has healed well. Can he start pilates?',
  ])('keeps an injury of a season gone by as history: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
