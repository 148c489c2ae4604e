/*
 * Someone who does not answer the person beside them is unresponsive (NHS.UK 'When to call 999'), told without the
 * word: 'not answering me', 'isn't answering when I shout'. A phone, a text, the door, an office or a sulk left
 * unanswered is no one unconscious.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('someone not answering the person beside them', () => {
  it.each([
    "my wife's making a weird gasping noise and she's not answering me",
    "grandad has slumped in his armchair and isn't answering us",
    'my husband has gone down on the kitchen floor and is not answering when I shout',
    "he's lying at the bottom of the stairs not answering anyone, what do I do",
    "Dad is breathing oddly, snoring sounds, and he isn't answering me at all",
    'my flatmate is on the bathroom floor, eyes half open, not answering when I shake her',
  ])('raises someone not answering: %s', (message) => {
    expect(triageByRules(message)).toContain('collapse-unconscious-or-not-breathing');
  });

  it.each([
    "my son isn't answering his phone and I wanted to check his appointment time",
    "mum's not answering when I text her, could you send the letter to me instead?",
    'the receptionist is not answering me, can I book online?',
    'my husband is not answering me when I ask about his back pain, he just sulks',
    'my teenager is not answering me about his posture exercises, typical',
    "I've emailed twice and the office isn't answering me, is my MRI booked?",
  ])('keeps a phone, a message or a sulk ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
