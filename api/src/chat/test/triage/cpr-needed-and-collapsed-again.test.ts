/*
 * CPR needed or given tells a heart or a breath that stopped (not-breathing). Told of long ago it is history, but a
 * collapse told again now, in its sentence, is that event again: the collapse entry (NHS.UK 'When to call 999').
 * CPR learnt on a course, or an old arrest with nothing new, is not.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe('a collapse again after CPR was needed', () => {
  it.each([
    'mum needed CPR in 2021 and this morning she collapsed again',
    'my husband had CPR after a cardiac arrest last year and tonight he has collapsed again',
    "he was resuscitated two years ago and he's just collapsed again in the garden",
    'grandad collapsed and had to have CPR in the spring, and he has collapsed again today',
    'my dad needed CPR today',
    'my wife collapsed and needed CPR last summer, and an hour ago she collapsed again',
  ])('raises the collapse entry for %j', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
});

describe('CPR learnt, or long ago with nothing new', () => {
  it.each([
    "dad needed CPR last year, he's doing well now, can he have a back massage?",
    'I had CPR training at work today and my back aches from the compressions',
    'I did a CPR course last year and again this year',
    "mum collapsed last year and needed CPR, she's fine again now",
    'my dad collapsed last year and needed CPR, and today he has a sore back again',
    'I got my resuscitation certificate today, can I book a massage?',
  ])('raises no collapse entry for %j', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});
