import { findRedFlagEntry, RED_FLAG_CATALOGUE, RED_FLAG_CONCEPT_IDS } from '@clinic/content';
import { CONCEPT_PATTERNS } from '../domain/triage/lexicon/concept-patterns';
import { readMessage } from '../domain/triage/read-message';
import { triageMessage } from '../domain/triage/triage';
import { urgentReply } from '../domain/triage/urgent-reply';

const categoriesOf = (message: string) =>
  new Set(triageMessage(message).map((entryId) => findRedFlagEntry(entryId)?.category));

describe('red-flag triage', () => {
  it('finds every concept the catalogue’s triggers use', () => {
    const used = new Set(RED_FLAG_CATALOGUE.flatMap((entry) => entry.triggers.flatMap((trigger) => trigger.all)));
    for (const concept of used) expect(RED_FLAG_CONCEPT_IDS).toContain(concept);
    for (const concept of used) {
      if (concept !== 'child-patient') expect(CONCEPT_PATTERNS[concept].patterns.length).toBeGreaterThan(0);
    }
  });

  it('reads "peed", "peeing" and "pee" as one word', () => {
    const bases = ['I peed', 'I am peeing', 'I pee'].map((text) => readMessage(text).tokens.at(-1)?.base);
    expect(new Set(bases)).toEqual(new Set(['pee']));
  });

  it.each([
    ['a typo', 'numbnes round my bum'],
    ['a US spelling', 'I have saddle anesthesia, could this be cauda equina?'],
    ['a curly apostrophe', 'I can’t pee and my back is agony'],
    ['shouting', 'CANT FEEL MY PRIVATES AND BACK IS SORE'],
    ['lay words with no clinical term', 'I wet myself in Tesco and never felt it coming'],
    ['text speak', 'cnt feel wen i need a wee'],
    ['a parent writing about a child', 'my daughter can’t hold her wee'],
    ['no back pain at all', 'I keep having accidents and can’t tell when I need the loo'],
  ])('reads %s', (_case, message) => {
    expect(categoriesOf(message)).toContain('cauda-equina');
  });

  it.each([
    'I have no numbness around my bottom',
    'No fever, no weakness and no bladder problems, just a stiff back',
    'I have never had cancer, my back aches after gardening',
    "I'm not suicidal, just tired of the pain",
    'Can chest pain be a sign of a heart attack? Just curious, I don’t have it.',
  ])('respects the denial in "%s"', (message) => {
    expect(triageMessage(message)).toEqual([]);
  });

  it('does not let a denial reach past "but"', () => {
    expect(categoriesOf('No fever but I cannot feel my bottom')).toContain('cauda-equina');
  });

  it('treats a general question as a topic, and a description of symptoms as a report', () => {
    expect(triageMessage('What is cauda equina syndrome?')).toEqual([]);
    expect(triageMessage('Can sciatica cause bladder problems?')).toEqual([]);
    expect(categoriesOf('Can the numbness in my bum be a sign of something serious?')).toContain('cauda-equina');
  });

  it("tells a relative's past history from the visitor's own", () => {
    expect(triageMessage('My grandad had prostate cancer, is back pain hereditary?')).toEqual([]);
    expect(categoriesOf('I had breast cancer and now have new back pain')).toContain('cancer');
    expect(categoriesOf('Mum finished radiotherapy for breast cancer and now her back hurts')).toContain('cancer');
  });

  it('does not take loose words for alarms', () => {
    expect(triageMessage("I'm dying to get back to the gym")).toEqual([]);
    expect(triageMessage('my back is killing me after gardening')).toEqual([]);
  });

  it('reads words that name built-in properties of objects as the words they are', () => {
    const read = readMessage('my builder is a constructor, tostring valueof hasownproperty');
    expect(read.tokens.map((token) => token.base).filter((base) => /^[a-z]+$/.test(base))).toEqual([
      'my',
      'builder',
      'is',
      'a',
      'constructor',
      'tostring',
      'valueof',
      'hasownproperty',
    ]);
  });

  it('is deterministic', () => {
    const message = 'temp of 38.5 and my back is killing me';
    expect(triageMessage(message)).toEqual(triageMessage(message));
    expect(triageMessage(message)).toEqual(['infection-fever']);
  });
});

describe('the urgent reply', () => {
  it('leads with the most urgent catalogue action and gives every number to call', () => {
    const reply = urgentReply(['cancer-night-pain', 'cauda-equina-bladder', 'cancer-history-new-spinal-pain']);
    const positions = ['Call 999', 'Contact your acute oncology team', 'NHS 111 today'].map((text) =>
      reply.indexOf(text),
    );
    expect(positions[0]).toBe(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(reply).toContain('[999](tel:999)');
    expect(reply).toContain('[NHS 111](tel:111)');
  });

  it('points someone with thoughts of self-harm to Samaritans', () => {
    expect(urgentReply(triageMessage('I want to end it all'))).toMatch(/^Call Samaritans free on 116 123/);
  });
});
