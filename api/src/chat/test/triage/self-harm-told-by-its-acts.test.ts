import { triageByRules } from '../../domain/triage/triage-message';

const THOUGHTS = 'self-harm-thoughts';
const DANGER = 'self-harm-immediate-danger';
const selfHarmRaised = (message: string) => triageByRules(message).filter((id) => id === THOUGHTS || id === DANGER);

describe('self-harm told by its acts, with no object, or by its traces', () => {
  it.each([
    // The writer.
    "I can't stop cutting",
    'I cant stop cutting and I hate myself for it',
    'trying to stop cutting but the urge to cut is getting stronger',
    'relapsed and cut last night after six months clean',
    'cutting is the only thing that helps me cope',
    'my arms are covered in cuts I made',
    'there are cuts on my thighs that I did myself',
    // A parent about a child.
    'my daughter has been cutting, found blades in her room',
    'my 14 year old has started cutting',
    "my son can't stop cutting and won't talk to me",
    'found razor blades hidden in my daughters pencil case',
    'she has fresh cuts on her wrists and says the cat did it',
    'my boy has cuts on his arms he made himself',
    "she's been burning her hip with a lighter and hiding it",
    'I cut my stomach with a razor when the pain gets too much',
  ])('raises self-harm: "%s"', (message) => {
    expect(selfHarmRaised(message)).not.toEqual([]);
  });

  it.each([
    "I've been cutting corners with my physio exercises",
    'cutting down on sugar has helped my weight',
    "I've started cutting back on my painkillers",
    'been cutting the grass all weekend and my back aches',
    'cut my finger chopping onions, will it affect my op?',
    'had a haircut yesterday and sat awkwardly, neck is stiff',
    'there was a power cut so I missed the video call',
    'my boss has been cutting my hours because of my back',
    'my C-section cut is healing well but my back is sore',
    'my feet have been burning for weeks since the disc op',
    'I keep burning the toast, my concentration is awful since the op',
    'my daughter has been cutting out pictures for a school project and her neck hurts',
    'the cuts I made in the dough were too deep',
    'I burnt my toast with the grill again, anyway about my MRI',
    'cut my finger with a blade while chopping veg, will it affect my op?',
    'my son keeps cutting his own hair, can he still have his MRI?',
    'found some blades in the garage for the stanley knife, can I use it after my op?',
    'my wife has new cuts on her tummy from the keyhole surgery, is the back pain related?',
    'his legs are covered in scratches from the brambles on his walk',
  ])('no self-harm: "%s"', (message) => {
    expect(selfHarmRaised(message)).toEqual([]);
  });
});

describe('self-harm told as just done and serious is a danger now', () => {
  it.each([
    "cut deep and it won't stop bleeding",
    'burnt myself and the skin is gone',
    'I went deeper than usual and it is still bleeding',
    "my daughter cut deep into her arm and it won't stop bleeding",
    'my son burnt his arm with a lighter on purpose and the skin has come off',
    'I cut too deep tonight and I can see the fat',
  ])('raises self-harm danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    "cut deep chopping wood and it won't stop bleeding",
    'burnt my hand on the oven door and the skin came off',
    'the surgeon said the cut went deep but it has stopped bleeding now',
    'scalded myself with the kettle and the skin is peeling, is that ok?',
    'the nurse went deep for my blood test and it is still bleeding a bit',
  ])('no self-harm danger for an accident, or a bleed stopped: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(DANGER);
  });
});
