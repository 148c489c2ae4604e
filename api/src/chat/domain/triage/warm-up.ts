import { triageMessage } from './triage';

/**
 * Visitors' messages of the kinds the chat receives, in this module's own words: questions, a history, denials, red
 * flags told of oneself and of someone else, a thought of ending one's life. Long ones are made by joining them.
 */
const SAMPLES: readonly string[] = [
  "Hello, I'm 58 and my neck has been stiff for a month since I slipped on the stairs. Turning my head to reverse the car is hard and my right thumb tingles at night, but my balance and walking are fine. Do you take insurance?",
  'How much is a first consultation, and is there parking at the hospital? My back has been sore since we moved house; it is slowly easing with ibuprofen and stretches.',
  "My husband's back has hurt for two days, he can't feel the paper when he wipes and he hasn't passed water since this morning. He had a disc operation ten years ago. What should we do?",
  'I had a fusion in March. Since last week I have had a temperature of 38.4, the wound is red and weeping, and I feel shivery. The pain wakes me at night. Is that normal after surgery?',
  'My son is 15 and plays rugby. His lower back has ached for six weeks, no injury he remembers, no fever, he sleeps well and his legs feel normal. Can the surgeon see teenagers?',
  "I've lost about a stone in two months without trying and there's a constant ache in the middle of my back, worse lying down. I had bowel cancer six years ago and I'm scared it has come back.",
  "Some days I feel there's no point going on, the pain has lasted years and nothing helps. I'm not going to do anything, I just want to know the options for an operation.",
  'Over the last few days both legs have gone weak and I keep tripping; my feet are numb and twice I could not hold my bladder. I was told years ago that my spinal canal is narrow.',
  "No numbness, no problems with my waterworks, no fever and I've never had cancer: just sciatica down my left leg after gardening. Would physio or an injection help, and how long does it take to settle?",
  'If I ever lost control of my bowels, would that be an emergency? My mother had a slipped disc and was fine after rest.',
];

/** The API's longest message (chat's request contract): the triage reads such messages in windows. */
const LONGEST = 2_000;

/** Samples joined, from the one at `first` on, to the API's longest message. */
const longMessage = (first: number) => {
  let text = '';
  for (let index = first; text.length < LONGEST; index += 1) text += `${SAMPLES[index % SAMPLES.length]} `;
  return text.slice(0, LONGEST);
};

/** Rounds over the samples: enough for V8 to optimise the triage's hot functions, which takes a hundred or so messages. */
const ROUNDS = 12;

/**
 * Runs the triage on ordinary messages before the API listens, so that the first visitors' messages are read by
 * optimised code, not by the interpreter while V8 is still compiling (their p99 was ~5 ms against a steady ~1 ms;
 * `npm run bench:chat`). The readings are thrown away: the triage keeps nothing from one message to the next.
 */
export function warmUpTriage(): void {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let index = 0; index < SAMPLES.length; index += 1) {
      triageMessage(SAMPLES[index]!);
      triageMessage(longMessage(index + round));
    }
  }
}
