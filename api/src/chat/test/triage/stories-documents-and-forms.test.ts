/*
 * Words that are not the writer's report: fiction, a programme, a book, a campaign, a claim seen online, a document's
 * list, a professional's words, and a form's questions answered no.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a professional's, a journalist's or a form's words", () => {
  it("reads a professional's or a form's words about a condition as no report of it", () => {
    expect(triageByRules('I have assisted with decompressions for cauda equina')).toEqual([]);
    expect(triageByRules('the pre-op questionnaire asks if I have any bladder problems')).toEqual([]);
  });

  it("reads insurance for cancer, and a journalist's words about cauda equina, as no report", () => {
    expect(triageByRules('My policy has cancer cover but my op is for a slipped disc')).toEqual([]);
    expect(triageByRules('I am a journalist writing about cauda equina syndrome')).toEqual([]);
  });
});

describe('fiction, and a story on screen or in print', () => {
  it("reads a character's symptoms in fiction as no one's", () => {
    expect(triageByRules("I'm writing a novel in which the hero loses all feeling in his saddle area.")).toEqual([]);
    expect(
      triageByRules('I am writing a story where the heroine wets herself after a fall. Would that happen?'),
    ).toEqual([]);
    expect(
      triageByRules('For my book: the main character wets himself after a fall. How would he describe it?'),
    ).toEqual([]);
  });

  it("reads symptoms after a story on screen or in print as a character's, even after the writer's own words", () => {
    expect(
      triageByRules('My back is a bit stiff. In the series I binged last week, a nurse went numb in her saddle area.'),
    ).toEqual([]);
    expect(
      triageByRules('I watched a boxset all weekend and in one episode the main character could not feel his legs'),
    ).toEqual([]);
    expect(
      triageByRules('in the soap the landlord wet himself, and since Monday I have been wetting myself too'),
    ).toEqual(['cauda-equina-bladder']);
  });

  it('reads a story the writer is writing as fiction whatever words describe it, unless they claim it after', () => {
    expect(
      triageByRules(
        'I am writing a gritty spy script where the villain is shot in the back and his legs go numb, plausible?',
      ),
    ).toEqual([]);
    expect(triageByRules('I am writing a long letter to my GP because both my legs have gone numb')).toEqual([
      'cauda-equina-both-legs',
    ]);
  });
});

describe('what a document lists, and the writer’s own after it', () => {
  it('does not let reading or a document earlier in a clause cover the writer’s own symptom told after it', () => {
    expect(triageByRules('I was reading about sciatica on your website and today both my legs have gone numb')).toEqual(
      ['cauda-equina-both-legs'],
    );
    expect(triageByRules('I was reading on your website about numbness in both legs, is it common?')).toEqual([]);
  });

  it('reads symptom words a document lists as the document’s, not the writer’s, unless the writer then has them', () => {
    expect(
      triageByRules('my consent form lists incontinence and paralysis among the risks, how often does that happen?'),
    ).toEqual([]);
    expect(
      triageByRules('the pre-op leaflet lists numbness in both legs as a rare risk, who do I ask about it?'),
    ).toEqual([]);
    expect(
      triageByRules('the pre-op leaflet lists numbness in both legs as a risk, and today both my legs have gone numb'),
    ).toContain('cauda-equina-both-legs');
  });
});

describe("a campaign's words asked about", () => {
  it.each([
    ['an advert', 'why do they keep going on about the worst headache of your life in the adverts on the telly'],
    ['a billboard', "There's a billboard near me that says worst headache ever = call 999, who decided that?"],
  ])("reads the words of %s as no one's", (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['likened to the adverts', "I've got the worst headache of my life, just like the one on the NHS adverts"],
    [
      'after seeing a poster',
      'Saw the poster in the waiting room about the worst headache ever and now I have exactly that, it came on suddenly an hour ago',
    ],
    [
      'claimed after the question',
      'Why do they say the worst headache of your life is serious? Because I have the worst headache of my life right now',
    ],
  ])('still reads one %s', (_case, message) => {
    expect(triageByRules(message)).toContain('sudden-severe-headache');
  });
});

describe("a form's questions answered no", () => {
  it.each([
    'the pre-op questionnaire asks about night sweats and unexplained weight loss — I answered no to each, fine?',
    'the intake sheet asks about bladder control and a cancer history; I ticked no to both',
  ])('raises nothing for "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'a symptom told as the writer’s own',
      'I ticked no to all on the form but actually I have wet myself twice today',
      'cauda-equina-bladder',
    ],
    [
      'the writer’s own after a form',
      'the form asked about cancer — I had breast cancer and now new back pain',
      'cancer-history-new-spinal-pain',
    ],
  ])('still raises %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a claim seen online, and what a programme is about', () => {
  it.each([
    'read in a facebook post that wetting yourself with back pain means surgery, is that right?',
    'someone on reddit said a numb bottom is an emergency and I saw on youtube the same, is it?',
    'watched on instagram that night pain means cancer, is that scaremongering?',
  ])('sets aside a claim seen online: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'saw on tiktok that numb bum = emergency and my bum has been numb since Sunday',
    "I saw on facebook that a numb bum is an emergency. Mine's gone numb today",
    'I was on tiktok when my legs went numb, both of them',
  ])('still raises the writer’s own symptom beside a claim seen online: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });

  it.each([
    'we saw a programme about people who lose control of their bladder after a slipped disc, how common is that?',
    'I watched a documentary about suicide among farmers, do you have leaflets for our village hall?',
  ])('sets aside what a programme is about: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'watched a documentary on suicide last night and now I keep thinking about killing myself',
    'watched a tv programme about back pain and now both my legs are numb',
  ])('still raises the writer’s own after a programme: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe("a form's question answered no after a dash or a colon", () => {
  it.each([
    'intake sheet: fever - no, numb groin - no, bowel accidents: no. My neck clicks when I turn',
    'checklist for my son: night sweats – no, weight loss — no. Just a sore back after rugby',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['cancer-night-pain', 'back pain at night - no sleep for a week now, it keeps waking me'],
    ['cauda-equina-saddle-numbness', 'numb groin: no feeling at all since this morning and my back is agony'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a form's answer given by mistake is no report", () => {
  it.each([
    'I clicked yes for bladder problems in error on the intake form',
    'mum ticked yes to numbness in the saddle area by accident, she has none',
    "I put 'yes' under thoughts of suicide by mistake on the questionnaire, please change it",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['I ticked yes to thoughts of self-harm on the form, and it is true, I have been having them'])(
    'still raises thoughts of self-harm: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('self-harm-thoughts');
    },
  );
});

describe('a book read about a topic (a memoir, a biography) frames its words as the book’s', () => {
  it.each([
    'My reading group is doing a biography about a footballer with depression and suicide. Any leaflets?',
    'Just finished an autobiography about living with incontinence after a spinal injury, really moving',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['self-harm-thoughts', 'been reading a memoir about suicide and honestly I keep thinking about killing myself'],
    ['cauda-equina-bladder', 'reading a memoir about a nurse, and since yesterday I cannot pee and my back is agony'],
  ])('still raises the writer’s own %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a story’s character or scene, a play or a game, a programme named by its title', () => {
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

describe('a form’s questions, and its answers of no', () => {
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
