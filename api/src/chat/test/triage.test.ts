import { RED_FLAG_CATEGORIES, findRedFlagEntry, redFlagEntriesFor } from '@clinic/content';
import { normaliseMessage } from '../domain/triage/normalise-message';
import { triageMessage } from '../domain/triage/triage-message';
import { TRIAGE_RULES } from '../domain/triage/triage-rules';
import { urgentReply } from '../domain/triage/urgent-reply';

const categoriesOf = (message: string) =>
  new Set(triageMessage(message).map((entryId) => findRedFlagEntry(entryId)?.category));

describe('red-flag triage', () => {
  it('takes its entries from the red-flag catalogue', () => {
    for (const rule of TRIAGE_RULES) expect(findRedFlagEntry(rule.entryId)).toBeDefined();
    for (const category of RED_FLAG_CATEGORIES) expect(redFlagEntriesFor(category).length).toBeGreaterThan(0);
  });

  it.each([
    ['a typo', 'numbnes round my bum'],
    ['a US spelling', 'I have saddle anesthesia, could this be cauda equina?'],
    ['a curly apostrophe', 'I can’t pee and my back is agony'],
    ['shouting', 'CANT FEEL MY PRIVATES AND BACK IS SORE'],
  ])('reads %s', (_case, message) => {
    expect(categoriesOf(message)).toContain('cauda-equina');
  });

  it.each([
    'I have no numbness around my bottom',
    'No fever, no weakness and no bladder problems, just a stiff back',
    'I have never had cancer, my back aches after gardening',
    "I'm not suicidal, just tired of the pain",
  ])('respects the denial in "%s"', (message) => {
    expect(triageMessage(message)).toEqual([]);
  });

  it('does not let a denial reach past "but"', () => {
    expect(categoriesOf('No fever but I cannot feel my bottom')).toContain('cauda-equina');
  });

  it('treats a general question as a topic, and a description of symptoms as a report', () => {
    expect(triageMessage('What is cauda equina syndrome?')).toEqual([]);
    expect(categoriesOf('What is cauda equina syndrome? My bum is numb and I cannot pee')).toContain('cauda-equina');
  });

  it("tells a relative's cancer from the visitor's own history", () => {
    expect(triageMessage('My mum had cancer years ago and I have back pain after gardening')).toEqual([]);
    expect(categoriesOf('I had breast cancer and now have new back pain')).toContain('cancer');
  });

  it('is deterministic', () => {
    const message = 'temp of 38.5 and my back is killing me';
    expect(triageMessage(message)).toEqual(triageMessage(message));
    expect(normaliseMessage(message)).toBe('temperature of 38.5 and my back is killing me');
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
