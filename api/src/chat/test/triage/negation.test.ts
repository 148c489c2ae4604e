/*
 * Denials: how far a negation reaches, a denial of a red flag's own quality, a bare "no" to a question, "mine doesn't".
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { categoriesOf, raised } from './triage-test-helpers';

describe('denials and how far they reach', () => {
  it.each([
    'I have no numbness around my bottom',
    'No fever, no weakness and no bladder problems, just a stiff back',
    'I have never had cancer, my back aches after gardening',
    "I'm not suicidal, just tired of the pain",
    'Can chest pain be a sign of a heart attack? Just curious, I don’t have it.',
  ])('respects the denial in "%s"', (message) => {
    expect(raised(message)).toEqual([]);
  });

  it('does not let a denial reach past "but"', () => {
    expect(categoriesOf('No fever but I cannot feel my bottom')).toContain('cauda-equina');
  });

  it('reads a denial of the symptom that ends a mention, and a comparison that is not a cause', () => {
    expect(triageByRules('my bum is sore not numb')).toEqual([]);
    expect(triageByRules('my bum is numb, it started this morning')).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules("my bum feels numb like I've been sat on it for hours, but I haven't")).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
    expect(triageByRules('my bum goes numb if I sit on it for a long time')).toEqual([]);
  });
});

describe("a 'do' before a negation inside a mention", () => {
  it.each([
    'what chair should I buy so my shoulder blades do not hurt at work?',
    'my upper back does not ache any more since I changed pillow',
  ])('denies the symptom in "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-between-shoulder-blades');
  });

  it.each([
    [
      'a lump not there before',
      "there's a swelling on my spine that I didn't have at Christmas",
      'cancer-lump-or-shape-change',
    ],
    ['legs that do not work', "both my legs don't work properly since this morning", 'cauda-equina-both-legs'],
    ['rest that does not help', "lying still doesn't ease it, my back pain is worst at night", 'cancer-night-pain'],
  ])('does not deny %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a negation of something other than a symptom, closed by ', and'", () => {
  it('denies only its own words: what follows the comma is a new predicate', () => {
    expect(triageByRules('lost a stone, no diet or anything, and back aching')).toContain('cancer-weight-loss');
  });

  it.each(['no numbness, tingling, and weakness in my legs', 'no fever, and no numbness down below'])(
    'still denies a list of symptoms: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('a symptom asked as a question and answered with a bare no is denied', () => {
  it.each([
    'numbness down below? no. trouble weeing? nope. just a sore neck from my desk',
    'woken by the pain in the night? nah, only stiff first thing',
  ])('raises nothing: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['an answer of yes', 'woken by the pain in the night? yes, every night this week', 'cancer-night-pain'],
    [
      'a no that begins a phrase',
      'numb between my legs? no idea why but it started today',
      'cauda-equina-saddle-numbness',
    ],
    ['a question with a comma before it', 'my back wakes me every night, is that bad? no idea', 'cancer-night-pain'],
  ])('still reads %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a negation inside an "if"', () => {
  it.each([
    "My mum has a crumbling spine and two fractures. On the phone tonight she told me that if her back doesn't get better she'd rather be dead.",
    "Three operations on my neck since 2015 and I'm worn out. If this doesn't get any easier I'd be better off dead.",
  ])('reads a negation inside an "if" condition as the condition\'s, not the thought\'s: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'If my back does not improve I will ask for a scan. I am not suicidal, just fed up with it.',
    'I do not want to die if I can help it, so should I worry about this numb toe?',
  ])('still reads a thought denied as none: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('self-harm-thoughts');
  });
});

describe("'mine doesn't do that' denies what was read or asked about, no claim of it", () => {
  it.each([
    "I heard that back pain when sneezing is a red flag. Mine doesn't do it, it's just stiff.",
    "Someone said pain that wakes you at night is a warning sign. Mine doesn't do that, thankfully.",
    'I read that a back that hurts when you cough is a warning sign. Mine does not do that even with covid.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Is it a red flag if your back hurts when you cough? Mine does that every time now.',
    'I read that pain on coughing is a warning sign. Mine does it every time I cough.',
  ])('still raises pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});

describe("a denial of the red flag's own quality", () => {
  it.each([
    'my lower back is sore but it does not get worse when I cough',
    'Lower back aches after work; sneezing does not make my back worse',
    'my back aches in the day, not any worse at night',
    'I wee and poo fine, but my neck aches',
  ])('respects a denial of the red flag’s own quality: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'pain on straining',
      'my lower back is sore from the garden and it gets much worse when I sneeze',
      'cancer-pain-on-straining',
    ],
    [
      'pain on straining, in a sentence of its own',
      'It never gets worse when I sneeze. But coughing makes my back agony.',
      'cancer-pain-on-straining',
    ],
    ['night pain', 'My neck pain is always bad at night, I can not sleep', 'cancer-night-pain'],
  ])('still raises %s told without the denial', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
