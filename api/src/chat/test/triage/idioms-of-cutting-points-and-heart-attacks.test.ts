/*
 * Idioms that borrow a word of self-harm or of a heart attack, blanked as loose words (vocabulary.ts, not-a-symptom):
 * cutting corners or back, no point in a routine of exercise or care, a workout that 'nearly finished me off', a
 * 'heart attack moment'. The same words told of oneself in earnest still raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { readForTriage } from '../../domain/triage/triage-message';

/** The words the second net reads of a message (blanked words have no base form). */
const wordsRead = (message: string) =>
  readForTriage(message).flatMap(({ tokens }) => tokens.map((token) => token.base).filter((base) => base !== ''));

describe('cutting told of corners, costs or food', () => {
  it.each([
    'I keep cutting corners with my exercises, is that why my back is worse?',
    'been cutting back on sugar, does it help inflammation?',
    "I can't stop cutting corners at work and my neck is paying for it",
    'I have started cutting out carbs and my knees feel better',
    'we keep cutting it fine getting to appointments, can I have a later slot?',
    'my husband keeps cutting the hedge with his bad back',
    'she has been cutting down on caffeine for her headaches',
  ])('reads %p as ordinary', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-thoughts');
    expect(wordsRead(message)).not.toContain('cut');
  });

  it.each([
    "I've been cutting myself",
    'I keep cutting my arms when it gets bad',
    'been cutting again since Christmas',
    'I cut myself on purpose last night because of the pain',
    'cutting corners at work and I have been cutting myself again',
  ])('still raises %p', (message) => {
    expect(triageByRules(message)).toEqual(expect.arrayContaining(['self-harm-thoughts']));
  });
});

describe('no point in a routine of exercise or care', () => {
  it.each([
    "I don't see the point of stretching if it hurts more",
    'no point in physio if nothing changes, is surgery better?',
    "what's the point of icing it every night?",
    "I can't see the point in the gym while my back is like this",
    "honestly I don't see the point of painkillers that don't work",
    'there is no point in resting, it hurts either way',
  ])('does not read %p as losing the point of living', (message) => {
    expect(triageByRules(message)).toEqual([]);
    expect(wordsRead(message)).not.toContain('point');
  });

  it.each([
    "I don't see the point of living any more",
    "I don't see the point in going on",
    "I don't see the point anymore",
    "I don't see the point of stretching or of anything any more, what is the point in living",
  ])('still raises %p', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe('a workout that nearly finished one off, a heart attack moment', () => {
  it.each([
    "Monday's circuits nearly finished me off! Great class though",
    'that hill run almost finished me off, can I book a sports massage?',
    'the stairs at your clinic practically finished me off haha',
    'The dog ran into the road but the car stopped in time. Heart attack moment! Can I move my session?',
    'heart attack moments every time my toddler climbs the stairs, anyway is my back ok to carry her?',
    'lost my keys before the appointment, total heart attack moment',
  ])('reads %p as ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['I think I am having a heart attack, crushing chest pain into my back', 'chest-pain-with-back-pain'],
    ['heart attack moment? no, real crushing chest pain going into my back now', 'chest-pain-with-back-pain'],
    ['my legs nearly gave way and now I cannot feel either leg', 'cauda-equina-both-legs'],
  ])('still raises %p', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
