/*
 * A fever told in lay words: hot and shaking at once, or hot or shaking under piled covers (rigors). A chill the
 * surroundings account for (a cold room, the heating broken) is no fever.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a fever told by the shakes and the covers', () => {
  it.each([
    "My back's been agony for days and tonight I've got the shakes but I'm boiling",
    'her lower back is really sore and she has the shakes, sweating buckets',
    "Dad's back has been bad since Monday, he's roasting but shaking all over",
    "my neck hurts so much and I'm freezing under three blankets",
    'Back pain all week. Now burning up and shaky, huddled under four duvets',
    'his spine is killing him and he has the shakes, piled under extra blankets',
  ])('raises a fever with rigors told in lay words beside a back pain: %s', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });

  it.each([
    "My back aches and I'm shivery because the room is freezing. Can I book a massage?",
    'my back hurts, the heating is broken and I am shivering, any tips for a stiff back in the cold?',
    'Sore neck from shivering in the cold office all day, is a heat pad ok?',
    "back ache and I've got the shakes from too much coffee, should I cut down?",
    'my lower back is stiff, I sleep under two duvets in winter, is that bad for posture?',
    'My back twinges when I shiver outside in the snow, is that normal?',
  ])('keeps ordinary a chill the surroundings account for or shakes with no heat: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
