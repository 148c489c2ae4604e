/*
 * Someone gasping, grey or slumped and not answering, with no one named after 'answering' ("he's gasping and not
 * answering"): the gasps of a heart that has stopped (NHS.UK 'When to call 999': unconscious, not breathing
 * normally). A phone, a message or a question not answered, a breath lost to a run and grey hair stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe('gasping, grey or slumped, and not answering', () => {
  it.each([
    "she's gasping and not answering me",
    "he's gasping and not answering",
    'gasping and not answering',
    'my wife is gasping and not responding',
    "he's not answering and just gasping",
    "dad's gone grey and isn't answering",
    "she's slumped in her chair, not responding",
    "she's gasping and not answering, the phone is dead",
    "he's not answering and just gasping, I've rung 999 on my phone",
    "he's gasping and not answering, should I ring 999 or 111?",
  ])('raises the collapse entry for %j', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });
  it.each([
    'I was gasping after my run and not answering the phone',
    "he's slumped on the sofa, not answering his texts",
    "my son gasped when he saw the bill and wasn't answering my questions",
    "she's grey haired and not answering my emails",
    "mum's gone grey and isn't answering the door to anyone",
  ])('stays ordinary for %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
