/*
 * Red flags described by what they do rather than named: a fever told as heat and cold swinging, a procedure's place
 * on the spine, and their everyday look-alikes.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a fever told as heat and cold swinging one to the other', () => {
  it.each([
    'roasting one moment and freezing the next, and my lower back is throbbing',
    "my husband keeps going cold and then really hot, his neck is agony since Friday",
    'my teeth are chattering under two duvets and my back is killing me',
  ])('raises a fever beside the spine\'s pain: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });

  it.each([
    'the office is boiling one minute and freezing the next, my back aches from the chairs',
    'is it better to use hot then cold packs for my sore back?',
    'the shower keeps going hot then cold and my neck is stiff',
  ])('leaves the heat and cold of a thing ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('still raises a fever told beside a thing that is hot or cold', () => {
    expect(triageByRules('the heating broke last night and since then I have had a fever with awful back pain')).toContain(
      'infection-fever',
    );
  });
});

describe('a place on the spine told as where a procedure was done', () => {
  it.each([
    'freezing one moment and roasting the next, and the part of my neck where they did the injection is throbbing',
    'she has been shivering all night and the spot on her lower back where they did the block is hot and red',
  ])('is a recent spinal procedure: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });

  it.each([
    'the part of my back where they did the injection feels fine now, can I go swimming?',
    'where they did the injection in my knee is a bit bruised',
  ])('with nothing wrong told beside it, stays ordinary: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
