/*
 * Standing told by how long it lasts ("can't stand at the hob for long") is an aching back's limit, not legs that
 * will not hold one; standing at all, walking, balance and legs that give way still raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const CORD = 'cord-compression-walking-or-limbs';

describe('standing for long', () => {
  it.each([
    "I can't stand for long at the moment, my lower back aches after ten minutes. Sitting helps.",
    "Can't stand at the sink for more than 15 minutes without my back aching",
    'I struggle to stand in the queue at the post office for long, my back gets sore',
    "My wife can't stand at the ironing board for long with her back",
    'unable to stand for more than half an hour at work because of my back, is that stenosis?',
    "Can't stand at the cooker too long, my back starts to throb, sitting down eases it",
    'I find it hard standing for long periods at my desk, my neck and back ache',
    "Can't stand around at the school gate for ages anymore, my back complains",
    'I can not stand at the bar for very long these days, back ache',
    "can't stand at the hob long, back aches, sit down and it goes",
    "He can't stand for hours at work like he used to, his back aches by lunch",
    'Cannot stand in one spot for long, my back stiffens up. Walking is fine.',
  ])('reads %j as standing limited by an ache, not a walking red flag', (message) => {
    expect(triageByRules(message)).not.toContain(CORD);
  });

  it.each([
    "I can't stand up without holding on to the furniture",
    "Can't stand for long and my legs feel wobbly and unsteady",
    "Since yesterday I can't stand or walk properly",
    "can't stand at the hob for long, and I keep tripping over my own feet",
    "I can't stand unaided anymore",
    "Can't stand up straight and my walking has gone funny",
    "She can't stand, her legs just won't hold her",
    "can't stand at the sink for long and my hands have gone clumsy, dropping cups",
    "I can't stand for long, I lose my balance",
    'He can no longer stand',
    "Can't stand at the cooker for long and I keep stumbling",
    "I can't stand properly since this morning, my back is agony",
  ])('still raises cord compression: %j', (message) => {
    expect(triageByRules(message)).toContain(CORD);
  });
});
