/*
 * The saddle area told by sitting: the part one would sit on a saddle with, and the seat felt as if it were not there
 * round the bottom. A seat really missing, or a part one would sit on told without a change, is no loss of feeling.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('the saddle area told by sitting', () => {
  it.each([
    "the part you'd sit on a horse with has gone numb since lunch and my back is agony. Can I still come Tuesday?",
    "Quick one about my invoice. Also the bits I'd sit on have gone numb today, back's been bad all week",
    'Since this morning my back is awful and when I sit it feels like the cushion is not there, all round my bottom',
    "My husband says when he sits it's like the chair isn't there, around his backside. His disc went on Sunday.",
    "probably nothing but the area he'd sit on is tingling and numb, his back's been sore since the weekend",
    "Booked for physio Thursday. Sitting on the loo just now it was like the seat wasn't there under my bum, and my back is killing me",
  ])('raises a saddle area gone numb told by sitting: %s', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });

  it.each([
    "The bit you'd sit on is sore after my first spin class, my back is fine. Can I still do physio?",
    "The cushion isn't there any more, we threw it out. Does your waiting room have firm chairs for my back?",
    "Do you have a chair I'd sit on comfortably? My back hates soft sofas",
    "My back aches at my desk and the chair's lumbar support is not there. Any tips?",
    "What's the best seat to sit on after back surgery? I'd like to book a follow up",
    'Is the area you sit on numb after an epidural normally? Just curious for my op next month, I feel fine',
  ])('keeps ordinary a seat or a sitting with no loss of feeling: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
