/*
 * The short messages a visitor opens with (a complaint, a procedure, a greeting) through the triage the chat runs,
 * rules and net: nothing raised for an ordinary opener, every short red flag raised.
 */
import { triageMessage } from '../../domain/triage/triage';
import { raisedEntries } from '../../domain/triage/triage-result';

/**
 * The messages a spine clinic's chat receives most: a visitor opening with their complaint, a procedure, how long
 * it has lasted, a greeting or an admin question. The triage the chat runs (rules and second net) must raise nothing
 * for them, or every visitor who names their complaint is told to call 999 (issue 25: the net raised "back pain").
 */
const SHORT_ORDINARY_OPENERS = [
  'back pain',
  'I have back pain',
  'neck pain',
  'my back hurts',
  'bad back',
  'sore back',
  'lower back ache',
  'shoulder pain',
  'i have lower back pain for 3 weeks',
  'back pain 2 months',
  'neck ache since Monday',
  'hi I have neck pain',
  'my neck is stiff',
  'sciatica down my right leg',
  'trapped nerve',
  'pins and needles in my hand',
  'disc bulge',
  'slipped disc',
  'herniated disc L4 L5',
  'spinal stenosis',
  'spinal fusion',
  'laminectomy recovery',
  'had a discectomy 6 weeks ago',
  'whiplash',
  'pulled my back lifting a box',
  'tailbone pain',
  'pain in my coccyx',
  'hip pain',
  'I think I have a slipped disc',
  'bulging disc at L5 S1',
  'failed back surgery',
  'spinal fusion 2019',
  'microdiscectomy',
  'hi there',
  'hi, back pain',
  'my mum has back pain',
  'osteoporosis',
  'back pain after gym',
  'back pain pregnancy',
  'hurt my back at work',
  'kids back pain from school bag',
  'hello',
  'good morning',
  'can I make an appointment',
  'do you accept AXA insurance',
  'how much is a consultation',
  'how long is the waiting list',
];

/** Short red flags, each with an entry it must raise. */
const SHORT_RED_FLAGS: [string, string][] = [
  ['numb between my legs', 'cauda-equina-saddle-numbness'],
  ['cant pee since yesterday', 'cauda-equina-bladder'],
  ['pooed myself and my back is agony', 'cauda-equina-bowel'],
  ['I want to kill myself', 'self-harm-thoughts'],
  ['I took an overdose', 'overdose-or-poisoning'],
  ['back pain and a temperature of 39', 'infection-fever'],
  ['crushing chest pain and sweating', 'heart-attack'],
  ['both legs going weak', 'cauda-equina-both-legs'],
];

describe('triage of short everyday messages', () => {
  it.each(SHORT_ORDINARY_OPENERS)('raises nothing for "%s"', (message) => {
    expect(raisedEntries(triageMessage(message))).toEqual([]);
  });

  it.each(SHORT_RED_FLAGS)('raises a short red flag: "%s"', (message, entryId) => {
    expect(triageMessage(message).named).toContain(entryId);
  });
});
