/*
 * Spinal and other red flags told plainly, in the words people use for them rather than the catalogue's: a pain said
 * to be sharp or to spike on a strain, and the others below, each beside the look-alikes that stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a pain's sharpness or sudden rise on a strain is the pain made worse", () => {
  it.each([
    "her lower back has been bad for weeks and now it's very sharp whenever she sneezes",
    "my dad's neck ache has lasted a few weeks and it just spikes every time he coughs",
    'lower back pain since the spring which really jumps when I strain on the toilet',
  ])('raises pain on straining for %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    "I had a sneeze that jarred my back, physio checked it and it's getting better every day",
    'my temperature spikes when I cough at night, should I see the GP?',
  ])('stays quiet for a settling jar or a temperature: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });
});

describe("the worst told as the most forceful of a life: 'the most horrific headache of my life'", () => {
  it.each([
    'my husband says he has the most painful headache he has ever had, it hit him while lifting weights',
    'out of nowhere she got the most violent headache of her whole life',
  ])('raises a sudden severe headache for %j', (message) => {
    expect(triageByRules(message)).toContain('sudden-severe-headache');
  });

  it.each([
    'organising this wedding has been the biggest headache of my life',
    'I had the most horrific headache of my life in 2010, it was a migraine, fine since',
  ])('stays quiet for a figure of speech or a headache long past: %j', (message) => {
    expect(triageByRules(message)).not.toContain('sudden-severe-headache');
  });
});

describe("more of one's own medicine taken than one ought is an overdose", () => {
  it.each([
    "I've had more of my tramadol than I was meant to",
    'my mum has taken far more of her oxycodone than she should this morning',
    'he took more paracetamol than he ought to',
  ])('raises an overdose for %j', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });

  it.each([
    'what is the right dose of co-codamol, I take two four times a day',
    'can I take more of my co-codamol than the leaflet says if the pain is bad?',
  ])('stays quiet for the dose asked about: %j', (message) => {
    expect(triageByRules(message)).not.toContain('overdose-or-poisoning');
  });
});

describe('wobbly on the legs, as on the feet, is unsteady walking', () => {
  it.each([
    'since Tuesday my grandad has been very wobbly on his legs',
    "over the past week I've gone wobbly on my legs and my back aches",
  ])('raises a walking change for %j', (message) => {
    expect(triageByRules(message)).toContain('cord-compression-walking-or-limbs');
  });

  it.each([
    'a bit wobbly on my legs after the half marathon yesterday, normal?',
    'felt wobbly on my legs after a twelve hour shift',
  ])('stays quiet for legs tired by a race or a shift: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cord-compression-walking-or-limbs');
  });
});

describe('a slide off or out of a seat or a bed is a fall', () => {
  it.each([
    'he has osteoporosis and slid out of his wheelchair, his back is agony',
    'nan, 91, brittle bones, slid off the commode overnight and now her lower back is very painful',
  ])('raises a fall on fragile bones for %j', (message) => {
    expect(triageByRules(message)).toContain('trauma-fragile-bones');
  });

  it.each([
    'I have osteoporosis and slid off the settee laughing, no pain at all, just embarrassed',
    'my mum has osteoporosis, she slid off a chair in 2015 and was fine, wants pilates',
  ])('stays quiet for a slide that hurt nothing, or one long past: %j', (message) => {
    expect(triageByRules(message)).not.toContain('trauma-fragile-bones');
  });
});
