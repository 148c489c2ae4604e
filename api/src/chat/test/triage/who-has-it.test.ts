/*
 * Who has the symptom: the writer, a relative, a friend, a child, a pet, or someone named earlier; a relative's past or
 * long-standing condition is their story, not a new report.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { categoriesOf, raised } from './triage-test-helpers';

describe('a relative, a friend or a child, and the writer', () => {
  it("tells a relative's past history from the visitor's own", () => {
    expect(raised('My grandad had prostate cancer, is back pain hereditary?')).toEqual([]);
    expect(categoriesOf('I had breast cancer and now have new back pain')).toContain('cancer');
    expect(categoriesOf('Mum finished radiotherapy for breast cancer and now her back hurts')).toContain('cancer');
  });

  it('keeps the person an age in apposition is about, and reads a bracketed age after a name as a child', () => {
    const childFever = ['child-back-pain-night-or-fever'];
    expect(triageByRules('our girl is 8, has a temperature and says her back hurts')).toEqual(
      expect.arrayContaining(childFever),
    );
    expect(triageByRules('my lad, aged 11, has a temperature and a sore back')).toEqual(
      expect.arrayContaining(childFever),
    );
    expect(triageByRules('Noah (6) has a temperature and his lower back is sore')).toEqual(
      expect.arrayContaining(childFever),
    );
    expect(triageByRules('my girl is 8, is it normal for kids to get back pain with a temperature?')).toEqual([]);
  });

  it('reads an age in brackets after a name as a child', () => {
    expect(triageByRules('Ella (9) is running a temperature and cries if I go near her back')).toContain(
      'child-back-pain-night-or-fever',
    );
  });
});

describe("a relative's long-standing condition or diagnosis", () => {
  it("reads an adult relative's long-standing condition as no new report, unless something is new", () => {
    expect(
      triageByRules('My uncle has had MS for years and his legs are numb, which specialist should he see?'),
    ).toEqual([]);
    expect(triageByRules('My uncle has had MS for years and now his legs are numb')).toEqual([
      'cauda-equina-both-legs',
    ]);
    expect(triageByRules('My cousin uses a wheelchair after a spinal cord injury in a rugby scrum')).toEqual([]);
  });

  it("reads a relative's symptoms dated by their diagnosis as long-standing, unless something new follows", () => {
    expect(
      triageByRules('my brother has been wobbly on his feet ever since his MS diagnosis, do you see people with MS?'),
    ).toEqual([]);
    expect(triageByRules('my aunt has had weak legs since she was diagnosed with multiple sclerosis')).toEqual([]);
    expect(
      triageByRules(
        'my aunt has had weak legs since she was diagnosed with multiple sclerosis, but today she fell twice',
      ),
    ).toContain('cauda-equina-both-legs');
  });

  it('reads a relative’s diagnosis told with its lead-up as their story, unless something is said to be new', () => {
    expect(
      triageByRules(
        'our aunt got diagnosed with bone cancer following two years of neck pain. Is neck pain hereditary?',
      ),
    ).toEqual([]);
    expect(
      triageByRules('my mum was diagnosed with bone cancer after months of neck pain and today she has new back pain'),
    ).toContain('cancer-history-new-spinal-pain');
    expect(triageByRules('I was diagnosed with bone cancer after months of neck pain')).toContain(
      'cancer-history-new-spinal-pain',
    );
  });

  it('reads an adult relative’s paralysis told as how a past event ended as lasting, unless it is dated now', () => {
    expect(
      triageByRules('my neighbour’s husband was left paralysed by a diving accident. How can I protect my neck?'),
    ).toEqual([]);
    expect(triageByRules('my husband was left paralysed by a diving accident this afternoon')).toContain(
      'cord-compression-walking-or-limbs',
    );
    expect(triageByRules('I was left paralysed by a diving accident')).toContain('cord-compression-walking-or-limbs');
  });
});

describe("a relative's event told with what they took it for", () => {
  it.each([
    [
      'a heart attack taken for the back',
      'my grandad had a heart attack that he assumed was his back playing up, scary',
    ],
    [
      'chest pain put down to the back',
      'my aunt had chest pain once and she put it down to her back, it was her heart',
    ],
    [
      'a heart attack told as a family story',
      'my dad had a heart attack he reckoned was back ache, so now the whole family panics at every little twinge',
    ],
  ])('reads %s as their story', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['dated today', 'my grandad had a heart attack this morning that he assumed was his back playing up'],
    ['going on now', 'my aunt is having chest pain, she thought it was her back'],
    ['back again', 'my dad had a heart attack he thought was his back, and now he has chest pain again'],
  ])('still reads one %s as chest pain', (_case, message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});

describe("another person's cauda equina told in the past", () => {
  it.each([
    ['a brother', "I'm worried because my brother had cauda equina, my back hurts"],
    ['a neighbour', 'I am nervous as my neighbour suffered cauda equina, though my own back is just a bit stiff'],
  ])("reads %s's as their story", (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['with the writer numb now', "I'm anxious because my friend had cauda equina and now my bum is numb"],
    ['claimed by the writer', 'I think I have cauda equina, my friend had it'],
    ['back again', "my sister had CES last year and now she can't feel her bum again"],
  ])('still reads one %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});

describe("a relative's symptom that turned out to be a disease", () => {
  it.each([
    'my aunt had neck pain that turned out to be a tumour, so now I worry about every twinge in my neck',
    "my brother was diagnosed with myeloma after months of back pain and now I'm terrified, mine is from decorating",
    'my uncle suffered back ache which proved to be prostate cancer, does that run in families?',
  ])("reads it as the relative's story, the writer's worry now not theirs: %j", (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'her new numb legs',
      'my mum had back pain that turned out to be breast cancer and now she has numb legs',
      'cancer-history-nerve-symptoms',
    ],
    [
      'his pain worse now',
      'my husband had back pain that turned out to be cancer and now his back pain is much worse at night',
      'cancer-history-new-spinal-pain',
    ],
    [
      'his new neck pain',
      'my dad was diagnosed with bowel cancer after months of back pain and now he has a new pain in his neck',
      'cancer-history-new-spinal-pain',
    ],
  ])('still raises what is new of the relative: %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a recent accident told with the writer left out ('was in a crash …')", () => {
  it.each([
    ['was in a motorcycle collision 3 hours ago and my neck is in agony', 'trauma-deformity-or-worsening-pain'],
    ['were in a head-on collision on the motorway earlier and my back is agony', 'trauma-serious-accident'],
    ['was thrown from a horse 20 minutes ago and my back is agony', 'trauma-serious-accident'],
    ['was rear-ended at the lights an hour ago, neck is killing me', 'trauma-serious-accident'],
  ])('reads it as a statement about the writer: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'is a motorbike crash likely to damage the spine?',
    'was in a car crash years ago and my neck still aches now and then',
    'are whiplash injuries from a car crash common?',
  ])('still reads a general question or an old accident as ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'a friend of mine'", () => {
  it("gives the friend's past story to the friend, not the writer", () => {
    expect(
      triageByRules(
        'A mate of mine had cauda equina and ended up incontinent, which scared me. My back is only stiff from the allotment.',
      ),
    ).toEqual([]);
  });

  it.each([
    ['the writer’s own after it', 'a colleague of mine told me to write: I cannot feel my bottom and my back is agony'],
    [
      'the friend’s current symptoms',
      'a pal of mine has just wet himself and cannot feel his legs, his back is in agony',
    ],
  ])('still raises %s', (_case, message) => {
    expect(categoriesOf(message)).toContain('cauda-equina');
  });
});

describe("a relative's past event told by how it began", () => {
  it.each([
    'my mum had a heart attack which initially felt like pain between her shoulder blades, what should I look out for myself?',
    'my brother had a stroke that began with a bad headache and numb arm, is that something that runs in families?',
  ])('sets aside a relative’s past event told by how it first showed: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My dad had a heart attack that started as back pain and now he has chest pain and back pain again',
    'I had a heart attack that started as back pain, now my chest hurts and I am sweating',
  ])('still raises what is new, or the writer’s own: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});

describe('who "he" and "she" are', () => {
  it.each([
    'My grandad is 80 and has had a stiff neck for decades. Since the summer he has had a nagging ache in his back, and my aunt and I think he has lost a lot of weight, his trousers hang off him.',
  ])('gives "he" to the last relative who can be a he, not to a woman named since: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each(['My boy is 9. Over half term my wife and I have noticed he wakes every night with pain in his lower back.'])(
    'and a child\'s symptom stays the child\'s: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('child-back-pain-night-or-fever');
    },
  );

  it.each([
    'My husband has had a sore back since he moved the sofa, and my mum thinks she has lost a bit of weight.',
    'My mum has had back ache since she did the decorating; my nephew says he has lost a lot of weight.',
  ])('still keeps apart what two people have: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a relative’s event followed by a recovery that took time is their story', () => {
  it.each([
    "My grandad fell off a ladder and broke his back. He's up and about again after months of rehab and wants to know if you run balance classes.",
    'My sister was thrown from her horse and fractured her spine. She has made a full recovery and is asking about Pilates.',
  ])('sets aside the story: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "My dad came off his motorbike this morning and hurt his back. He's walking again after a bit of physio.",
    'My brother broke his back in a crash. He made a good recovery but since yesterday he can’t feel his legs.',
    "My mum fell down the stairs and hurt her back. She's recovering well but can't stand up straight.",
    'I fell off a ladder and broke my back. I have made a full recovery but my legs are numb today.',
  ])('still raises what is new, going on or the writer’s own: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('a relative left with lasting damage (‘now has permanent …’) is their long-standing condition', () => {
  it.each([
    'My uncle was in a car crash in his forties and now has permanent weakness in both legs. I’ve got mild lower back pain from gardening, should I worry?',
    'My dad had spinal surgery that went wrong and he now has permanent numbness down below and bladder trouble. What should I look out for in myself?',
  ])('sets aside the relative’s lasting damage: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My dad’s legs have gone numb since this morning and he says it might be permanent',
    'My husband now has numbness down below and can’t pee, he had a permanent catheter removed last year',
    'My mum has permanent nerve damage from diabetes but today she has wet herself and can’t feel her bottom',
  ])('still raises what is new: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('a relative’s past event told by how it began, and that they are well now', () => {
  it.each([
    "Grandad had a heart attack which started with an ache in his back, he's well now. Can I still lift weights?",
    'Uncle had a stroke that started as a thumping headache, he is fine now. Is it in the genes?',
  ])('sets aside the story: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "Grandad had a heart attack which started with an ache in his back, and now he's got chest pain again",
    'Grandad had a heart attack that started as back pain, he was fine but now his chest hurts and he is sweating',
  ])('still raises what is new of them: "%s"', (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});

describe('a relative who had fragile bones, told with the break it ended in', () => {
  it.each([
    "Nan had brittle bones and fractured her spine lifting a bag, I'd like to avoid the same, what should I eat?",
    'Great-aunt had osteopenia and cracked a vertebra reaching for a shelf. Does it run in families?',
  ])('sets aside their story: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My nan had osteoporosis and broke her back bending over yesterday',
    'My mum has osteoporosis and broke her back bending over',
  ])('still raises a break dated now, or told of a condition they have: "%s"', (message) => {
    expect(triageByRules(message)).toContain('trauma-fragile-bones');
  });
});

describe("the writer's animal is the vet's patient", () => {
  it.each([
    "Our old labrador can't use his back legs and he's wetting himself, the vet wants an MRI. Any dog physio nearby?",
    'my cat has gone off her food and is incontinent, poor thing. Anyway, can I book my neck massage?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['cauda-equina-saddle-numbness', 'was walking my dog, suddenly numb saddle area and my back is killing me'],
    ['cauda-equina-bladder', 'our spaniel is fine but my husband has lost control of his bladder with his bad back'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a household animal as the subject, named with "the" as well as "my"', () => {
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
