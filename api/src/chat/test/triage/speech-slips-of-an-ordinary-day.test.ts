/*
 * Words that come out wrong on an ordinary day: a habit told by when it comes (nerves, tiredness), gibberish talked
 * to a pet or put down to drink or tiredness, a song's words, a dental numbing, a small child's speech slow to come.
 * The same words with no such cause, or with a stroke's other sign beside them, still raise.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const STROKE = 'stroke-signs';

describe('speech slips of an ordinary day', () => {
  it.each([
    'my son talks gibberish to the dog all day',
    'I was so tired at the end of the shift I was talking gibberish to my colleagues',
    "my toddler's speech is a bit behind, he gets his words all jumbled",
    "my speech is a bit off when I'm anxious",
    'my son keeps saying the wrong words in the song',
    "my dentist numbed me and I can't say my words properly",
  ])('does not raise the stroke entry for %j', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
  it.each([
    "my partner's talking gibberish, she's never like this",
    'husband is talking gibberish and his arm went dead and floppy about 20 mins ago',
    "husband's talking gibberish after a few pints but his face has dropped on one side",
    "dad can't say his words properly and he looks confused, it came on an hour ago",
    "mum's speech is off today and she's anxious",
  ])('raises the stroke entry for %j', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
});
