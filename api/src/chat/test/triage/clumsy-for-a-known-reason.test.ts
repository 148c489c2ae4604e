/*
 * Things dropped, buttons or jars that defeat someone, told with a cause that accounts for them: someone clumsy by
 * nature ("I think I'm just clumsy and tired"), arthritis of the hands or carpal tunnel named in the sentence or the
 * next. Not a cause told of the knees, nor beside hands gone numb, clumsy or useless, or legs gone wobbly: those
 * still raise the cord's entry.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('clumsy for a known reason', () => {
  it.each([
    "I keep dropping things, I'm just clumsy I suppose, but both my hands are numb.",
    "Can't do my buttons up this week. I have arthritis in my knees.",
    'Keep dropping things. My hands have gone clumsy and my neck hurts.',
    "My hands feel useless and clumsy, I'm just clumsy anyway though.",
    'I keep dropping things since this week and my legs feel wobbly.',
    'My toddler keeps dropping things and says his back hurts.',
  ])('raises cord compression: %s', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each([
    "I keep dropping things and I'm worried it's serious but honestly I think I'm just clumsy and tired. Neck feels tight too.",
    "Can't do my buttons up easily. Arthritis in my fingers, had it for years. My back is what I'm writing about.",
    "I've always been clumsy, dropped my tea twice this week ha. Back is stiff.",
    'Struggling to open jars, I have carpal tunnel on the waiting list.',
  ])('keeps clumsiness with its cause ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
