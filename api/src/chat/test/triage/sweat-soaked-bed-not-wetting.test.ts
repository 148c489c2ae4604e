import { triageByRules } from '../../domain/triage/triage-message';

describe('bedding or clothes wet with sweat is no wetting', () => {
  it.each([
    'The sheets were soaked with sweat when I woke. Turned out the heating was stuck on high. No fever, my back is just stiff.',
    'My bed was drenched in sweat last night after a hot curry, back aches a bit. Is that anything?',
    'Pyjamas were wet through with sweat this morning, the duvet is far too thick for summer. Back is fine otherwise.',
    'The bed was damp from sweating, I had two hot water bottles in. Lower back a bit sore after gardening.',
    'My pillow was soaked in sweat after a heatwave night, and my neck is stiff. Any tips for sleeping position?',
    'Woke up and the bed was wet with sweat, I had the electric blanket on. My back is achy as usual.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'The bed was soaked with wee this morning and my back is agony',
    'bed soaked with wee this morning, back is killing me',
    'My sheets were soaked with sweat and wee when I woke, and my back is in agony',
    'The bed was soaked with sweat last night but I have also wet myself and my back hurts badly',
    'Bed was soaked this morning, not sure if sweat or wee, my back is agony',
    'My knickers were wet with urine and I did not notice, back pain is terrible',
    'The bed was wet this morning and I have sciatica down both legs',
  ])('still raises a wetting: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});
