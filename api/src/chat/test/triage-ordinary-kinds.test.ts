/*
 * Ordinary kinds of message a careless triage would raise (round 30), each read in general form: who has it, when,
 * whether it was asked, denied, explained or made up. Each kind has a red-flag look-alike that must still raise.
 * Wordings written for this file, not taken from the labelled cases.
 */
import { triageByRules } from '../domain/triage/triage-message';

describe('round 30: a household animal as the subject, named with "the" as well as "my"', () => {
  it.each([
    'the dog wet herself when she saw me, my back aches from bending to clean it',
    'the puppy keeps wetting himself and cannot stand on his back legs, vet is seeing him today',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'walking the dog my legs went numb, both of them, and I wet myself',
    'the dog pulled me over and now I have wet myself and my back is agony',
  ])('still raises the writer’s own signs: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe('round 30: a story’s character or scene, a play or a game, a programme named by its title', () => {
  it.each([
    'watching greys anatomy last night, a bloke lost control of his bladder, could that really happen?',
    'in hollyoaks a character swallowed a load of her tablets, made me check my own meds cupboard',
    'there was a scene where the old man couldnt feel either leg, really moving',
    'in the game my character got shot in the back and paralysed haha',
    'in the play the father could not feel his legs after the fall',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'watching greys anatomy and suddenly I cant feel my legs and have wet myself',
    'I went to casualty last night after I swallowed a load of my tablets',
    'my back hurt at the scene of the crash and now I cant feel either leg',
  ])('still raises the writer’s own signs: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe('round 30: a time early in anyone’s life dates an episode or a state (as a teen, since birth)', () => {
  it.each([
    'my brother took an overdose as a teenager, he is 40 now and fine, I need help with my hamstring',
    'my cousin overdosed when she was at uni, all good now, I just want a massage',
    'there has been a bump on my spine since I was a kid, the gp has looked at it lots',
    'he has had a curve in his spine since he was little, nothing new, any gentle exercises?',
    'I have had a lump on my back since birth, same as ever',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my brother took an overdose last night, he is a teenager',
    'there is a lump on my spine since last month and it is growing',
    'a lump on my back since I was a kid, but now it is getting bigger fast',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe('round 30: a knock told with the verb (bumped, bumping) is no lump', () => {
  it.each([
    'I bumped my lower back on the kitchen worktop, its a bit tender',
    'keep bumping my spine on the bath tap, bit sore',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['found a new bump on my spine, it is getting bigger', 'bumps have come up along my spine'])(
    'still raises a lump: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
    },
  );
});

describe('round 30: weight lost on purpose with a slimming medicine or operation', () => {
  it.each([
    'since starting the weight loss jabs ive lost 2 stone and my back hurts less',
    'lost loads on wegovy, can I do pilates with a stiff back?',
    'had a gastric bypass last year and lost weight, now my back is much better',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'i have lost weight without trying and my back hurts, i am not on any weight loss jabs',
    'lost 2 stone without dieting and my back wakes me every night',
  ])('still raises the weight lost: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });
});

describe('round 30: a form’s questions, and its answers of no', () => {
  it.each([
    'the questionnaire asks about numbness in the saddle area, I put no',
    'the checklist lists chest pain and weight loss, what do they mean',
    'intake sheet - bladder problems no, bowel changes no, numb legs no',
    'Q: any pain between the shoulder blades? A: no',
    'Q: trouble peeing? Answer: no. Q: sleeping ok? A: mostly',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'the questionnaire asks about numbness and I have been numb in the saddle area since yesterday',
    'Q: trouble peeing? A: yes, since last night I cannot go at all',
    'I cant feel either leg no',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe('round 30: a sign a clinician or 111 has looked at and called harmless', () => {
  it.each([
    'I doubled up my evening tablets by accident, phoned 111 and they said no harm',
    'gave dad his pills twice by mistake, the pharmacist said nothing to worry about',
    'found a lump on my lower back, the doctor said it was benign, can I still have a massage?',
    'my back aches at night now and then, the physio said it is only wear and tear',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I doubled up my evening tablets by accident, phoned 111 and they said go straight to A&E',
    'found a new lump on my lower back, the doctor has not seen it yet',
    'my back wakes me every night, the gp thinks it is just a strain',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});

describe('one tablet taken as a dose', () => {
  it.each([
    'I took a tablet for it last night',
    'my lower back hurts so I took a paracetamol',
    'took a co-codamol before bed, is that ok with a slipped disc?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['took a handful of co-codamol an hour ago', 'he took handful of his tablets', 'I took 20 paracetamol'])(
    'a handful or a count is still an overdose: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('overdose-or-poisoning');
    },
  );
});
