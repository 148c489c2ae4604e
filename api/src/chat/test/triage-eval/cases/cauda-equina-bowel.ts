/*
 * Cauda equina syndrome, bowel (cauda-equina-bowel): not noticing the need to poo, not feeling it pass, or not
 * controlling it.
 * Sources: the GIRFT National Suspected Cauda Equina Syndrome Pathway (2023) and the CES warning signs NHS trusts
 * hand out with it (inability to stop a bowel movement or leaking, loss of sensation when passing a bowel motion or
 * wind); NHS.UK cauda equina syndrome and back pain pages. Written in the words people use for poo, accidents and
 * the back passage, mostly with no clinical term and several with no mention of the back. No real person's message.
 */
import { reporting, type TriageCase } from '../triage-case';

export const CAUDA_EQUINA_BOWEL_CASES: readonly TriageCase[] = reporting('cauda-equina-bowel', [
  // From the former category-labelled set (triage-eval-set.ts), now labelled by entry.
  'Pooed myself without realising, back pain for a week',
  "I've lost control of my bowels and have back pain, what do I do",
  // Everyday words, no clinical term.
  "I pooed myself and didn't know until I could smell it",
  "can't feel when I need a poo anymore",
  "I've soiled myself twice today without realising, back pain since Friday",
  "I can't hold my poo in, it just comes",
  "found poo in my pants and I didn't feel a thing",
  "I can't tell when I need the toilet for a number two",
  "When I go for a poo I can't feel it coming out",
  "I've been leaking from my back passage and I can't feel it",
  "Messed my pants at work, I didn't have any warning at all",
  "the urge to go for a poo has just gone, I haven't felt it for days and my back's bad",
  "I can't push when I'm on the loo, nothing happens, it's like the muscles don't work any more",
  "had a poo accident on the way to the loo, didn't feel it coming",
  'my bum just lets go without warning now',
  "keep finding marks in my underwear, I'm not feeling when I need to go",
  "I can't feel myself passing a stool",
  "Pooed the bed last night, I'm 38, and my back has been horrendous",
  "poo just falls out, I can't feel it",
  "Wind comes out and I can't feel it or stop it, and yesterday it wasn't just wind",
  "can't feel when I fart anymore and I've had an accident",
  'Bowels have gone funny since my disc went, I just can’t hold it',
  "I've got no control down the back end",
  "can't feel my bum when I go to the toilet and I've messed myself",
  "Since Saturday I've had no warning before I need to open my bowels",
  "it just comes out, I don't feel the need for a poo first",
  "back passage feels like it's not mine and poo's leaking out",
  "I've had to wear pads because poo keeps leaking, it started this week with my back",
  "I can't stop myself pooing",
  'My bowels opened in bed while I was asleep',
  "I had no idea I needed to go and then it was too late, I'm mortified",
  "I haven't been able to feel a bowel movement for 2 days, I can't tell if I've been",
  "I couldn't get to the loo in time and it was the poo kind, there was no warning. I've only had the back pain a few days",
  "Went to the toilet and realised I'd already gone in my pants, I never felt it",
  "I can't feel when I need to go, for either, since yesterday",
  "I've started having accidents, bowel ones, and I can't feel them coming",
  'I have to check the toilet paper to know if I have been, I cannot feel it any more',
  // Terse.
  'poo leaking, lower back pain',
  'no feeling when i poo',
  'i keep messing myself',
  'Lost bowel control this morning, been in agony with my back',
  // Clinical.
  'bowel incontinence and low back pain',
  'faecal incontinence since yesterday with severe sciatica',
  'Loss of anal sphincter control and reduced rectal sensation since lifting on Monday',
  'loss of sensation when opening my bowels and back pain',
  // Slang.
  "sharted and didn't even feel it, back's been bad",
  "I've been crapping myself, literally, I don't feel it happen",
  // Misspelt.
  'i keep poohing myself',
  'I cant controll my bowles since my back went',
  'bowl incontinance',
  'cant feel wen i need a poo an had a acident',
  // Text-speak.
  'cant tell when i need 2 go number 2, not funny tho, back is agony',
  'pood myself n didnt no til i got home smh',
  // US spelling and words.
  'new onset fecal incontinence, herniated disc, what should I do',
  "I've been having bowel accidents and my butt feels numb since I threw out my back",
  "I'm having trouble controlling my stools and my back and legs hurt",
  // Long, written as a whole story.
  "Good afternoon. I'm writing to ask about the costs of a private consultation and possibly surgery, " +
    "as I'm self-employed and I can't afford to be off work much longer. I run a small landscaping " +
    "business with my brother. I'm 51. My back has been a problem for most of my adult life, it goes " +
    "every couple of years and I'm laid up for a week and then it recovers, but this time it's been a " +
    "month and it isn't recovering. The pain is across my lower back and goes into both buttocks and the " +
    "backs of my thighs, more on the left. I've been to an osteopath twice, which helped for a day. I've " +
    'been taking co-codamol and ibuprofen, and I know co-codamol can bung you up, which it did for the ' +
    "first week. The reason I say that is that over the last few days it's been the opposite, and I've " +
    'had two accidents with my bowels, one in the van, where I genuinely did not feel anything until ' +
    "afterwards. I've never had that happen in my life. My wife thinks I should mention it, I think it's " +
    "the tablets. Anyway, what I'd like to know is how quickly I could be seen, whether you'd want a new " +
    'MRI or would use the one I had three years ago, whether you do keyhole surgery if it comes to that, ' +
    "and roughly what the costs are, including the hospital's fees. I'd also like to know how long I'd be " +
    "off work afterwards as I'd need to arrange cover for the jobs we've got booked. Thanks very much for " +
    'your help.',
  // A parent about a child.
  'My 6 year old has started soiling again and says her back hurts',
  "my son's 12, he's been messing himself and doesn't seem to know, and he's been off school with a bad back",
  "Teenage daughter hurt her back at gymnastics, now she's had two accidents (poo) and says she didn't feel them",
  // A carer about a parent or partner.
  "Dad has soiled himself three times today and doesn't realise, he's had a bad back since his fall",
  "my wife can't feel when she needs to open her bowels, her back's been terrible",
  'I care for my mum. The nurses say she has been incontinent of faeces since her back got worse, and she never was before',
  // Long and rambling, the red flag buried.
  "Bit of background first: I'm 46, desk job, two kids, and I've had a niggly lower back since my second was " +
    'born. I usually see a chiropractor every couple of months and that keeps it in check. Three weeks ago I was ' +
    'helping my brother move house and carried a washing machine down two flights, and since then it has been the ' +
    "worst it's ever been, with a burning down the back of my right leg. The chiropractor said it's inflamed and to " +
    'rest it. I can sit for about twenty minutes before I have to get up. I had a bit of an embarrassing accident ' +
    "yesterday, the number two kind, and honestly didn't know until I got home and went to the toilet. I'd been " +
    "sitting at my desk all afternoon. I'm hoping it was something I ate. What I really wanted to ask is whether the " +
    "surgeon does injections, because I'd rather avoid an operation if I can, and whether they take Aviva.",
  "Hello, I'm asking on behalf of my partner who won't ask himself. He's 58 and has had a bad back for about a " +
    "month, he says it's like a tight band across the bottom of his back and down into both buttocks. He's still " +
    "going to work but he's stopped playing golf. He's seen the GP once and was given painkillers and told to come " +
    'back in six weeks. The thing that worries me, and he is cross that I am even mentioning it, is that twice this ' +
    "week he has had an accident with his bowels and didn't feel it coming at all, he only knew afterwards. He says " +
    "it's the tablets. He's very private about things like this. Could we get a quicker appointment than the six " +
    'weeks, and would the surgeon need to examine him? Thanks for any help.',
  'hiya so my back has been rly bad since like monday, i think i did it at the gym deadlifting too heavy lol, it ' +
    'hurts to bend and sit and get out of bed and my left leg is kinda tingly. been taking ibuprofen and using a ' +
    'heat pad and my mum keeps telling me to see someone. also kinda weird but i had an accident yesterday like a ' +
    'poo one n i didnt even feel it happen which has never happened ever and im 23. is that from the painkillers? ' +
    'anyway how much is it to see the surgeon and do u do student discount haha. also can i still go to the gym if ' +
    'i just do upper body. thanks x',
]);
