/*
 * A TV drama is a story's frame, as a TV show is; and an onset told of the story's sign in its own sentence ('a man had
 * a heart attack that started in his back') is the story's telling, not the writer claiming it. The writer's own sign
 * told beside the story still raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('an onset told in a story', () => {
  it.each([
    'on the telly show a bloke had a stroke that started in the night, is that common?',
    'in that tv series a man had a heart attack which began in his jaw, is that real?',
    'in the film the hero had a seizure that started at dinner, does that happen after back surgery?',
    'in the soap tonight a woman had a stroke that began at the wedding, is that realistic?',
    'in the tv drama a lad had back pain that started in his neck, is that a real thing?',
    'in the ITV drama a woman had chest pain that started in her back, can that happen?',
  ])('keeps %j ordinary', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'In the TV drama a man had a heart attack that started in his back, and I have had chest pain that started in my back tonight',
    'watching the film I got chest pain that started in my back',
    'in the film a man had a heart attack, I have it now too',
    'in the TV drama last night a man had chest pain, that is what I have',
    'my dad was watching a film when he got chest pain that started in his back',
    'in the film a man had chest pain. Mine started this morning and goes into my back',
  ])('raises %j', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});
