/*
 * Pain told by its pattern: what sets it off (a cough, a sneeze, the toilet), when it comes (lying down, at night),
 * and where (high between the shoulders), with the everyday causes that account for the same words.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('lying down told as making the spine past bearing', () => {
  it.each([
    'lying down makes his spine murder, so he dozes in the recliner',
    'Gran props herself up on cushions in her chair all night as lying flat makes her back excruciating',
  ])('raises night pain: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });

  it('is no alarm when lying down makes the back better', () => {
    expect(triageByRules('lying down makes my back feel much better after work')).toEqual([]);
  });
});

describe('a lift said to be fine beside a strain that hurts', () => {
  it.each([
    'lifting the toddler is no problem but a sneeze and my lower back is in bits',
    "lifting is ok, it's coughing that sends a stab through my spine",
  ])('raises pain on straining: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });

  it.each([
    'my back hurts when I strain lifting the shopping out of the boot',
    'my back twinges when I cough while lifting the shopping',
  ])('still reads a lift as the strain: %j', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-pain-on-straining');
  });
});

describe('a chest ache put down to how hard one coughs, or to asthma', () => {
  it.each([
    'he has been coughing so hard with this bug that his chest hurts',
    'my chest is tight with my asthma this week, can I still do pilates?',
  ])('is no alarm: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "coughing so much my chest hurts and I'm sweating and can't catch my breath",
    'I have asthma but this is different, a crushing pain in my chest going into my back',
  ])("still raises chest pain beside the heart's other signs or with no cause given: %j", (message) => {
    expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
  });
});

describe('an ache between the shoulder blades put down to a posture: a hunch, feeding a baby, a posture owned as poor', () => {
  it.each([
    'I get an ache between my shoulder blades whenever I slouch on the sofa',
    'my daughter has a sore spot between her shoulder blades from nursing her newborn',
    'my posture is shocking and the top of my back aches between the shoulder blades',
  ])('is no alarm: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my posture is rubbish but this pain between my shoulder blades wakes me every night',
    'an ache between my shoulder blades from breastfeeding, and I have lost a stone without trying',
  ])("still raises it beside cancer's other signs: %j", (message) => {
    expect(triageByRules(message)).toContain('cancer-between-shoulder-blades');
  });
});

describe('pain on straining put down to a knock in a game or a sport', () => {
  it.each([
    'a sneeze makes my lower back catch, ever since I jarred it at rugby on Saturday',
    'his back hurts when he coughs since he hurt it playing hockey',
    'coughing sets my back off since I knocked it at football training',
  ])('reads it as the knock, not pain on straining: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'his back hurts when he coughs since he hurt it playing hockey, and he has lost a lot of weight without trying',
    'my back has hurt every time I cough since the summer, I play football but I have not hurt it',
  ])("still raises it beside cancer's other signs, or with no knock: %j", (message) => {
    expect(triageByRules(message)).toContain('cancer-pain-on-straining');
  });
});
