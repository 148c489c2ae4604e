/*
 * A cause of the same symptom told after it, in its sentence or the next: new footwear or a sore foot for toes that
 * catch or a gait gone funny, a long-standing condition of the hands for buttons, diabetes for tingling feet. The
 * same symptom told as getting worse, with the cause doubted, guessed or turned from, or (for a long-standing
 * condition) told as new, still raises; so does the symptom with no cause named.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const CORD = 'cord-compression-walking-or-limbs';
const BOTH_LEGS = 'cauda-equina-both-legs';

describe('a cause told after the symptom', () => {
  it.each([
    ["Keep catching my toes on the kerb. It's these new boots, the soles are thick. Back is just stiff.", CORD],
    ['My husband is walking funny this week. He has a blister on his heel from his new shoes.', CORD],
    ['Tripping over my own feet in my new slippers, they are far too big. Otherwise fine.', CORD],
    ['I keep catching my toes on the step. It was the wrong shoes, fine in my trainers.', CORD],
    ['Walking oddly today. Got an ingrown toenail that the chiropodist is seeing to.', CORD],
    ["Can't grip my pen well. Rheumatoid arthritis, diagnosed 2015, my rheumatologist manages it.", CORD],
    ["Struggling with buttons. Osteoarthritis in my hands, it's been the same for years.", CORD],
    ["My mum can't do her zip up. Arthritic fingers, she has had them for ages.", CORD],
    ["I can't open jars. Arthritis in my thumbs, had it for years. My question is about my neck.", CORD],
    ['Numbness in my feet. I am diabetic, the GP says it is neuropathy and it has been the same for years.', BOTH_LEGS],
    [
      'Pins and needles in both feet. Diabetic neuropathy, known for ages. Lower back ache is a separate question.',
      BOTH_LEGS,
    ],
    ["My toes feel numb. I'm diabetic and the podiatrist checks them every year.", BOTH_LEGS],
  ])('reads %j as accounted for', (message, entry) => {
    expect(triageByRules(message)).not.toContain(entry);
  });

  it.each([
    ["Can't do my buttons since Tuesday and I keep dropping things.", CORD],
    ['I keep catching my toes on the stairs and it is getting worse. New slippers.', CORD],
    [
      'Catching my toes on the stairs since Thursday. I thought it was my slippers but it happens in trainers too.',
      CORD,
    ],
    ["Catching my toes. It's not my shoes, it happens barefoot.", CORD],
    ["Walking funny. He reckons it's his new shoes.", CORD],
    ["Can't do my buttons up. Arthritis in my fingers, but this is new since Monday.", CORD],
    [
      "Can't do my buttons up. I have arthritis in my fingers and it is getting worse by the day, dropping cups too.",
      CORD,
    ],
    ["I can't feel my feet since this morning. I'm diabetic.", BOTH_LEGS],
    ['Tingling in both feet since yesterday and spreading up my legs. I am diabetic.', BOTH_LEGS],
    ['I keep catching my toes. New slippers, but my foot slaps down and it gets worse each day.', CORD],
    ['My wife says I walk funny since my back went.', CORD],
    ["Can't do my buttons up easily and keep dropping my cup.", CORD],
  ])('still raises %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
