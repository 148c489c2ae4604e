/*
 * Messages dictated by voice, bent by autocorrect or written in a second language: a word heard or corrected as a
 * sound-alike ('sad all' for saddle, 'coffin' for cough, 'lamp' for lump) is read as what it stands for only where the
 * words around it make that meaning clear; the same word in its own sense ('I play chess', 'a lamp on my desk') stays
 * itself.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('sound-alikes read as the body word only where the context makes it clear', () => {
  it("reads 'sad all' before an area or region as the saddle", () => {
    expect(triageByRules('the sad all region has gone numb since this morning and my back is killing')).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
    expect(triageByRules('I feel sad all the time because of my back, is that normal')).toEqual([]);
  });

  it("reads 'chess' told hurting or in pain as the chest", () => {
    expect(triageByRules('bad pain in my chess going into my back since an hour')).toEqual([
      'chest-pain-with-back-pain',
    ]);
    expect(triageByRules('my chess hurts and my upper back, I am sweating')).toContain('chest-pain-with-back-pain');
    expect(triageByRules('I play chess every evening and my back gets stiff from sitting')).toEqual([]);
    expect(triageByRules('my chess is getting better since I sit less, my back too')).toEqual([]);
  });

  it("reads a 'lamp' on or near a part of the body as a lump", () => {
    expect(triageByRules('there is a lamp on my lower back that keeps getting bigger')).toEqual([
      'cancer-lump-or-shape-change',
    ]);
    expect(triageByRules('I put a lamp on my desk so I do not hunch, my back feels better')).toEqual([]);
  });

  it("reads 'coffin' beside a sneeze, or as a verb after a person, as a cough", () => {
    expect(triageByRules('my back pain shoots when I sneeze or coffin, worse each week')).toEqual([
      'cancer-pain-on-straining',
    ]);
    expect(triageByRules('my back is worse when he coffins, sorry voice typing, I mean when I coffin')).toEqual([
      'cancer-pain-on-straining',
    ]);
    expect(triageByRules('I carried a coffin at the funeral and my back has ached since')).toEqual([]);
  });

  it("reads a dictated cancer's name split in two ('melon oma') as the cancer", () => {
    expect(triageByRules('melon oma on my arm cut out in 2019, new back pain this month')).toEqual([
      'cancer-history-new-spinal-pain',
    ]);
    expect(triageByRules('I ate melon on holiday and my back hurt from the sunbed')).toEqual([]);
  });
});

describe('a compound word dictated as two words', () => {
  it("reads 'thunder clap' (or 'thunder-clap') headache as a thunderclap headache", () => {
    expect(triageByRules('thunder clap head ache out of nowhere an hour ago')).toEqual(['sudden-severe-headache']);
    expect(triageByRules('a thunder-clap headache this evening')).toEqual(['sudden-severe-headache']);
    expect(triageByRules('the thunder and a clap of lightning woke me, my back was stiff this morning')).toEqual([]);
  });
});

describe('a sudden headache told by what someone did and said', () => {
  it("reads a head grabbed or clutched, with 'like someone hit him', as the sudden severe headache", () => {
    expect(
      triageByRules('my husband clutched his head and said it was like somebody punched him, now being sick'),
    ).toEqual(['sudden-severe-headache']);
    expect(triageByRules('my mother grabbed her head and said it felt like she had been struck')).toEqual([
      'sudden-severe-headache',
    ]);
    expect(triageByRules('I keep clutching my head over these bills, and my lower back aches')).toEqual([]);
  });
});

describe("a back changing 'the' shape", () => {
  it('reads a change of shape told with an article or a possessive', () => {
    expect(triageByRules('my spine is changing its shape this year, my husband noticed')).toEqual([
      'cancer-lump-or-shape-change',
    ]);
    expect(triageByRules('my lower back has changed the shape in the last months, one hip sits higher')).toEqual([
      'cancer-lump-or-shape-change',
    ]);
    expect(
      triageByRules('the dentist is changing the shape of my front teeth, can I lie back in the chair long?'),
    ).toEqual([]);
  });
});

describe("'they' as the clinicians who watch a known condition", () => {
  it("does not take 'they' watching or monitoring an aneurysm as the person whose new pain is told after", () => {
    expect(triageByRules('my grandad has an aneurysm they monitor, tonight sudden pain in his lower back')).toEqual([
      'aortic-aneurysm-leak',
    ]);
    expect(
      triageByRules('mum has the aneurysm they are watching it, now sudden bad pain in back and very dizzy'),
    ).toEqual(['aortic-aneurysm-leak']);
    expect(triageByRules('my grandad has an aneurysm they monitor every year, is it safe for him to do yoga?')).toEqual(
      [],
    );
  });
});

describe("the clinic's own place as where a treatment was given", () => {
  it("does not take 'your' in 'in your clinic' as the person whose worsening pain is told after", () => {
    expect(
      triageByRules('my wife had a spinal injection in your clinic on Tuesday and now the back pain is much worse'),
    ).toEqual(['infection-risk-factors']);
    expect(
      triageByRules('my wife had a spinal injection in your clinic on Tuesday and now the back pain is much better'),
    ).toEqual([]);
  });
});
