/*
 * Thoughts of self-harm or suicide: a passive wish not to exist, a death pictured, being a burden, and the look-alikes
 * ("can't go on" with something to go on, a getaway, laughter).
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a passive wish not to exist, and thoughts of taking all one has', () => {
  it('reads a passive wish not to exist as thoughts of self-harm, and "would not mind" as no denial', () => {
    expect(triageByRules("I wouldn't mind if I just never existed")).toEqual(['self-harm-thoughts']);
  });

  it("reads thoughts of taking all of one's tablets as self-harm whatever is said of acting, and a thought owned after a question", () => {
    expect(
      triageByRules("I catch myself thinking about just swallowing every tablet in the drawer. I won't do anything."),
    ).toContain('self-harm-thoughts');
    expect(
      triageByRules(
        'Do people in long-term pain ever wish they could go to sleep and not wake up? The thought keeps coming back.',
      ),
    ).toContain('self-harm-thoughts');
  });
});

describe(`"can't go on" with something to go on`, () => {
  it.each([
    ["a family's holiday", "we can't go on our family holiday now because of my slipped disc"],
    ['the rides', "my son can't go on the rides at the fair with his bad back"],
    ['a trip', "can't go on a school trip next week, my neck is too stiff"],
  ])('reads going on %s as no thought of suicide', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['like this', "honestly I can't go on like this much longer"],
    ['any more', "can't go on anymore with this pain"],
    ['living', "I can't go on living this way"],
    ['and nothing after it', "I can't go on. I'm so tired of it all"],
  ])('still reads not carrying on %s as thoughts of suicide', (_case, message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});

describe("a wish to self-harm told with 'feel like'", () => {
  it('raises self-harm thoughts for feeling like harming oneself', () => {
    expect(triageByRules('some days my daughter feels like cutting herself because of the pain')).toContain(
      'self-harm-thoughts',
    );
  });

  it('does not raise self-harm thoughts for feeling like a rest', () => {
    expect(triageByRules('I feel like treating myself to a massage for my back')).toEqual([]);
  });
});

describe('a thought of hurting oneself in any way, with how often between', () => {
  it.each([
    'my back is so bad I think often to cut myself just to feel something else',
    'my son admitted he has thoughts of burning himself again since the surgery',
    'the nerve pain is relentless and I think sometimes to injure myself',
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'I often think I will hurt my back again lifting the kids',
    'I think I cut my finger on the tin lid, it is fine',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('not being here any more, told as better or as a wish', () => {
  it.each([
    "my dad keeps saying he's better off not around any more",
    'this constant pain makes me want to not be alive',
    'my son says he would be better off not alive',
  ])('raises self-harm thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "my husband thinks he'd be better off not here for the holiday, he wants to go away",
    'she would be better off not around the kids while she has a cold',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('self-harm seen by a parent: cuts or burns kept hidden, or unexplained', () => {
  it.each([
    'she hides fresh cuts on her wrists under her sleeves all the time now',
    'my son has burns on his thighs that he keeps hidden from us',
    'our 14 year old has unexplained cuts on her arms',
  ])('raises self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'I put plasters over the cuts on my hands from the brambles',
    'I hide the cuts on my hands from gardening when I go out',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('one’s death told as going unnoticed, with died rather than was dead', () => {
  it.each([
    'honestly nobody would care if I died tomorrow, this back pain has taken everything',
    'would anyone even notice if I died? some days I wonder',
  ])('raises self-harm-thoughts: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each(['nobody would notice if I was gone for a week on holiday, can I book physio for when I am back?'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});

describe('not being here imagined as easy or a relief', () => {
  it.each([
    'sometimes I think it would be easier to just not exist anymore',
    "honestly it'd be so peaceful to not wake up",
    'I keep thinking how simple it would be to not be around',
  ])('raises thoughts of suicide: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each(['it would be easier not to be here when the builders come'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('one’s death told as going unnoticed, or a crash pictured', () => {
  it.each([
    'I wonder if anyone would care if I was dead',
    'no one would miss me if I was gone for good',
    'I keep picturing driving my car into a wall',
    'she keeps imagining steering into a lorry',
  ])('raises thoughts of suicide: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'would anyone notice if I was gone from the office for a week',
    'I keep picturing driving my new car to the seaside',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("rumination on one's own end: a funeral planned in one's head, the quickest way out, a burden", () => {
  it.each([
    'She keeps imagining her own funeral since the surgery',
    'I keep thinking about the easiest way out, the pain never lets up',
    'he keeps talking about being a burden to us all',
  ])('raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "we've paid for mum's funeral plan, she is planning her own funeral with the co-op",
    'I keep thinking about the quickest way to get to your clinic',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('gone before a time, or better off not here, said of oneself, is a thought of self-harm', () => {
  it.each([
    "next appointment is March? doubt I'll be around by then tbh",
    'some days I feel better off not around, the pain never stops',
    "I'm better off not here",
  ])('raises self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    "we'd be better off not here for the holidays, the flat is tiny",
    "I won't be here by then, we're moving to Leeds in May",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a razor to the legs, or a drive imagined', () => {
  it.each([
    [
      'a razor taken to the legs for a holiday',
      'she put a razor to her legs for the holiday, can she still do her back exercises?',
    ],
    [
      'a drive into town imagined',
      'I keep imagining driving into the city for the match but my back will not cope with the journey',
    ],
  ])('sets aside %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['a razor taken to the legs', 'she put a razor to her legs last night', 'self-harm-immediate-danger'],
    [
      'a razor taken to the legs to punish',
      'she put a razor to her legs before the holiday to punish herself',
      'self-harm-immediate-danger',
    ],
    ['a crash imagined', 'I keep imagining driving into a tree on the way home', 'self-harm-thoughts'],
    ['a crash into a lorry imagined', 'I keep thinking about driving into the back of a lorry', 'self-harm-thoughts'],
    ['a crash into traffic imagined', 'I keep picturing driving into oncoming traffic', 'self-harm-thoughts'],
  ])('still raises %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a wish to disappear, and a getaway', () => {
  it.each([
    'I want to vanish off to a cottage in Cornwall, my back needs the rest',
    'honestly I just want to disappear to the lakes for a week after this job',
  ])('sets aside disappearing to a getaway or for a while: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['I just want to disappear for good', 'I want to vanish to somewhere no one will ever find me'])(
    'still raises a wish to disappear with no getaway: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('self-harm-thoughts');
    },
  );
});

describe('thoughts: slang and second-language wordings', () => {
  it.each([
    'ngl i wanna kms every time my back flares',
    'my brother say me he is not want living any more',
    'sometimes I am thinking to end me, the pain is too much',
  ])('raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each([
    'I walked 5 kms today and my back felt fine',
    'my mum does not want living in a care home, can physio come to the house for her back?',
    'can you convert the miles to kms for the walking plan for my back?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('thoughts: driving one’s own car into or off what one would crash into', () => {
  it.each([
    "I've been thinking about driving my car into a wall",
    'tempted to drive the car off the bridge on the way home',
    'I keep picturing driving my van into a lorry',
  ])('raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });

  it.each(['thinking about driving my car into the garage tonight, my back aches after work'])(
    'is no alarm: "%s"',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );
});
