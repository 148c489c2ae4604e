/*
 * Sciatica or a leg's numbness told in one sentence, its spread in the next with the other side named bare ('now
 * it's in the left as well') or both said alone ('Both legs now.'): symptoms in both legs, a cauda equina sign
 * (GIRFT, 999). A swap to the other side, a side of the back or the ribs, a shoulder, a bunion stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('sciatica spread to the other leg', () => {
  it.each([
    "Had sciatica down my right leg for a month. Woke up today and it's in the left as well.",
    "Sciatica in my left leg since June. This morning it's gone into the right too.",
    "Pins and needles in my right leg for weeks. Now it's in the other one as well.",
    "My left leg has been numb since the weekend. It's spread to the right as well now.",
    'Sciatica down my left leg for ages. Both legs now.',
    "Nerve pain in my right calf for a fortnight. Today it's down the left also.",
  ])('raises both legs: %s', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it.each([
    'Sciatica used to be in my right leg. Last year it moved to the left instead, same old pattern, then it went again.',
    "Sciatica in my left leg, it flares every winter. Now it's in the right instead and settling with stretches.",
    'Right leg sciatica. Nothing in the left at all.',
    'Pain in the right side of my lower back since Friday. Today it spread to the left too.',
    "My right shoulder has ached for a month. Now it's in the left as well.",
    "I have a bunion on my right foot. There's one starting on the left as well.",
  ])('keeps a swap or another part ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
