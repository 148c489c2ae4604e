/*
 * A past attempt or self-harm, then a wish to do it again, in its sentence or one after ('I tried to kill myself in
 * 2019. Tonight I want to do it again.'): the wish is a suicidal or self-harm thought of now (self-harm-thoughts,
 * Samaritans), whatever dated the act. Not a wish denied, nor one after an accident or a pastime.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const THOUGHTS = 'self-harm-thoughts';

describe('a past act, then a wish to do it again', () => {
  it.each([
    'I attempted suicide in 2018. Tonight I want to do it again.',
    'I cut myself a lot at school. Lately I want to do it again.',
    'My daughter self harmed last spring. She told me she wants to do it again.',
    'Overdosed in my twenties. Part of me wants to do the same again.',
    'Took an overdose years ago. Some nights I feel like doing it again.',
    'I tried to end my life two years ago and I want to do it again',
  ])('raises self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).toContain(THOUGHTS);
  });
});

describe('a wish denied, or after an accident or a pastime', () => {
  it.each([
    'I attempted suicide in 2018. I never want to do that again.',
    "I cut myself a lot when I was a teenager. I don't want to do it again and I have support now.",
    'Hurt myself lifting at the gym last month. I want to do it again but safely.',
    'My son hurt himself skateboarding in May. He wants to do it again this weekend.',
    'I did a bungee jump last year. I want to do it again.',
    'Cut my finger on a tin last week. Do not want to do that again.',
  ])('raises no self-harm thoughts for %j', (message) => {
    expect(triageByRules(message)).not.toContain(THOUGHTS);
  });
});
