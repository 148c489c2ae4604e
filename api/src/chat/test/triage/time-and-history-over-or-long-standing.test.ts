/*
 * History: an episode over, checked or explained by a clinician, a pain or a state unchanged for years; and what is
 * back, worse or changing now.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('an episode checked, explained or over, and one that is back', () => {
  it('sets aside an episode that was checked and is over, not one that is back', () => {
    const checked =
      'Last month I went to A&E with chest pain, worried it was my heart. The ECG and bloods were all normal and it has settled.';
    expect(triageByRules(checked)).toEqual([]);
    expect(
      triageByRules(
        'A fever and a sore back last month, which turned out to be a chest infection and cleared up with antibiotics.',
      ),
    ).toEqual([]);
    expect(triageByRules(`${checked} Today I have chest pain again with back pain.`)).toContain(
      'chest-pain-with-back-pain',
    );
  });

  it('reads a symptom said to have come back as here now, whatever dated it before, but not one that may come back', () => {
    expect(triageByRules('I had a numb bum after my discectomy in 2021, and the numbness has come back')).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
    expect(triageByRules("The chest pain I had in the spring is back and I'm clammy")).toContain('heart-attack');
    expect(
      triageByRules('Both my legs went numb two years ago and it cleared up with physio. It has returned.'),
    ).toEqual(['cauda-equina-both-legs']);
    expect(triageByRules("I'm worried the numbness down below I had years ago will come back")).toEqual([]);
    expect(triageByRules('I lost all feeling in my bum after a fall years ago but it came back')).toEqual([]);
    expect(triageByRules('meditating cross legged both legs go numb and come back as soon as I uncross')).toEqual([]);
  });

  it('reads an episode that was looked into, explained and is over as history, unless it is still there or back', () => {
    const checked = 'my daughter had a high temperature and a sore back in the autumn, it was just a virus';
    expect(triageByRules(`${checked}, the tablets did the trick and she is back at netball.`)).toEqual([]);
    expect(triageByRules(`${checked}, but her temperature is up again and her back hurts.`)).toEqual(
      expect.arrayContaining(['child-back-pain-night-or-fever']),
    );
    const chest = 'I had chest pain and upper back pain at Easter, the hospital said it was muscular';
    expect(triageByRules(`${chest}. Can I do yoga?`)).toEqual([]);
    expect(triageByRules(`${chest} but it keeps coming back.`)).toContain('chest-pain-with-back-pain');
    expect(triageByRules(`${chest} and I have had it on and off since.`)).toContain('chest-pain-with-back-pain');
  });

  it('reads an episode said to be cleared by a treatment, and well since then, as over, unless it is back', () => {
    const episode = 'two winters ago I had a water infection with a fever and a sore back, cleared up with antibiotics';
    expect(triageByRules(`${episode}. Since then it has been fine. Can I book a massage?`)).toEqual([]);
    expect(triageByRules(`${episode}. Since then my back has been agony and I am feverish again.`)).toContain(
      'infection-fever',
    );
    expect(triageByRules('I have a fever and a sore back, being treated with antibiotics')).toContain(
      'infection-fever',
    );
  });

  it('does not read a settling as the end when the symptom is then said to be back, still there or going on since', () => {
    const settled = 'the numbness round my back passage eased off on Sunday';
    expect(triageByRules(`${settled} and has not bothered me, fine to cycle again?`)).toEqual([]);
    expect(triageByRules(`${settled} but today it's back`)).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules(`${settled}. It keeps coming back though.`)).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules(`${settled} but is still there a little`)).toEqual(['cauda-equina-saddle-numbness']);
  });

  it('reads an everyday illness named as what an episode was ("it was tonsillitis"), with a recovery, as over', () => {
    const episode = 'our girl had a fever and a bad back, it was tonsillitis';
    expect(triageByRules(`${episode} and she is fine now.`)).toEqual([]);
    expect(triageByRules(`${episode}, but she has a fever again and her back hurts.`)).toContain(
      'child-back-pain-night-or-fever',
    );
    expect(triageByRules('Does a slipped disc make you wet yourself? I have not had any of that.')).toEqual([]);
  });

  it('reads an episode gone within a time, or fixed by a treatment, as over, unless it came back or is still there', () => {
    expect(
      triageByRules('my bottom tingled oddly after a boat trip, it passed within a few minutes and never came back'),
    ).toEqual([]);
    expect(
      triageByRules('hit by a van at 30 mph in the summer, sore neck, physio sorted it. Can I go back to boxing?'),
    ).toEqual([]);
    expect(
      triageByRules('my bottom tingled oddly after a boat trip, it passed within a few minutes but came back tonight'),
    ).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules('my bum went numb after a bike ride and is still numb this evening')).toEqual([
      'cauda-equina-saddle-numbness',
    ]);
  });

  it.each([
    [
      'numb legs gone by the next day',
      'Both my legs went numb after the spinal anaesthetic and had worn off by the following morning. Can I start pilates?',
    ],
    [
      'numb feet that went within a day',
      'My feet were numb after the long epidural, it all went within the next day. Best stretches for posture?',
    ],
  ])('reads a symptom gone by the next day as over: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Both my legs went numb last week, it went by the next day but now it is back.',
    'Both my legs went numb last week, it went by the next day but they are still weak.',
    "Both my legs went numb and weak on Monday and by the next day I couldn't walk",
  ])('still raises numb legs that are back, still there or worse by the next day: %j', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-both-legs');
  });

  it.each([
    [
      'a bladder accident, never again',
      'Had one episode of wetting myself after hurting my back about ten years ago, never happened again, just so you know',
    ],
    [
      'a bowel accident, not again since',
      'Lost control of my bowels lifting a sofa a few years back, it has not happened again since',
    ],
  ])('reads an episode of long ago said never to have happened again as history: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['Lost control of my bowels lifting a sofa a few years back, and again this morning', 'cauda-equina-bowel'],
    ["Wet myself lifting a sofa years ago and it's happened again twice this week", 'cauda-equina-bladder'],
  ])('still raises an episode of long ago that has happened again: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'My back pain was diagnosed as psoriatic arthritis and is well controlled on methotrexate. Any yoga classes you recommend?',
    'The aching in my spine was looked into and diagnosed as AS, and it is now controlled with a biologic. Which pillow is best?',
  ])('reads a pain diagnosed and controlled on its treatment as checked and over: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'My back pain was diagnosed as psoriatic arthritis and is controlled on methotrexate, but this week it is much worse and I have a fever',
    "I'm on a biologic for my AS and my back pain is suddenly much worse",
    "My back pain was diagnosed as AS, and I'm on a biologic. It's been really bad for a fortnight, worse than ever",
  ])('still raises a pain on an immune-suppressing treatment that is worse now: %j', (message) => {
    expect(triageByRules(message)).toContain('infection-risk-factors');
  });
});

describe('a pain unchanged for years, and one worse now', () => {
  it.each([
    [
      'a stiff neck unchanged for years',
      'Bowel cancer in 2016, all clear. My neck has been stiff for 20 years, no change, can I try yoga?',
    ],
    [
      'an ache without change for decades',
      'I had a lymphoma treated years ago. My lower back has ached for two decades without any change.',
    ],
    [
      'a back unchanged over many years',
      'After breast cancer in 2011 I still get my usual sore back over many years, unchanged. Is swimming ok?',
    ],
  ])('reads years of a pain said not to have changed as long-standing: %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'Bowel cancer in 2016. My neck has been stiff for 20 years, no change, but this month it is getting worse.',
    'Bowel cancer in 2016. My neck has been stiff for 20 years with no change and now it is back worse than ever.',
    'Bowel cancer in 2016. My neck has been stiff for 3 weeks, no change.',
    'Bowel cancer in 2016. My neck has been stiff for 20 years and getting worse.',
  ])('still raises a pain worse now, or new, beside a cancer history: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-history-new-spinal-pain');
  });

  it.each([
    [
      'night pain',
      "My back's ached for years and it hasn't changed, but now the pain is waking me at night",
      'cancer-night-pain',
    ],
    [
      'a bladder change',
      'Had a sore lower back for ages, nothing new, though lately I cannot tell when my bladder is full',
      'cauda-equina-bladder',
    ],
    [
      'saddle numbness',
      'My back pain has not changed in years but since Sunday my bum has gone numb',
      'cauda-equina-saddle-numbness',
    ],
    [
      'weak legs',
      'Back trouble for decades, not changed, but this week both my legs have gone weak',
      'cauda-equina-both-legs',
    ],
    [
      'night pain, after an unchanged pain',
      'My back pain has not changed but today it woke me up at night twice',
      'cancer-night-pain',
    ],
  ])(
    'reads what a turn to now ("but now", "but lately") tells after an unchanged pain as now: %s',
    (_case, message, entry) => {
      expect(triageByRules(message)).toContain(entry);
    },
  );

  it.each([
    "I've had back pain for years and it hasn't changed, but now I've found a physio I like",
    'My lower back has been the same for years but today I am off to the gym, any stretches?',
    'Back ache for ages, not changed, but lately I sleep through the night. Should I still do the exercises?',
  ])('keeps a long-standing pain with a turn to something ordinary as ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it('reads a symptom said to be long-standing as of long standing', () => {
    expect(
      triageByRules('I have longstanding erection problems that my GP knows about; my lower back is stiff'),
    ).toEqual([]);
    expect(triageByRules('I have new erection problems and my lower back is stiff')).toContain(
      'cauda-equina-sexual-function',
    );
  });
});

describe('a shape or a state since long ago, and a change now', () => {
  it.each([
    'My aunt was knocked off her bike in the 80s and has had a hunched back since. Is there anything that helps?',
    'My grandad fell down the stairs years ago and has walked with a twisted spine since, can physio help?',
  ])(
    'reads a shape told as there since a time of long ago ("… and has been bent since") as long-standing: %j',
    (message) => {
      expect(triageByRules(message)).toEqual([]);
    },
  );

  it.each([
    'My dad fell off a ladder years ago and has had a hunched back since, but this year it has got much worse',
    'I had cancer years ago and have had a lump on my spine since, it is getting bigger',
  ])('still raises a shape that is changing, or new since a recent time: %j', (message) => {
    expect(triageByRules(message)).toContain('cancer-lump-or-shape-change');
  });

  it.each([
    ['cancer-lump-or-shape-change', 'Was in a crash in 2005 and have had a lump by my spine, it has grown'],
    [
      'cancer-lump-or-shape-change',
      'Got hit by a van years ago and have had a lump on my back since, it keeps growing',
    ],
    [
      'cauda-equina-saddle-numbness',
      'Fell off a horse years ago and have had numbness around my bottom since, it has spread',
    ],
    ['cauda-equina-both-legs', 'Was in a crash years ago and have had weak legs since, they are getting weaker'],
    ['cauda-equina-bladder', 'Fell on the ice years ago and have been leaking urine since, it is getting worse'],
  ])(
    'a change told in the present makes a state current, whatever old event its sentence dates (%s): %j',
    (entry, message) => {
      expect(triageByRules(message)).toContain(entry);
    },
  );

  it.each([
    'A bump since my crash in 2010, unchanged, my GP checked it',
    'Was in a crash in 2005 and have had a lump by my spine since',
    'Years ago I had a lump by my spine that was growing, they removed it and all was fine',
    'Fell on the ice years ago and have had a lump on my back since, it is not getting bigger',
    'Hurt my back in a crash years ago and it is getting worse',
  ])('leaves an old state or event with no change of the state now ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a state told to have been the same for a decade', () => {
  it.each([
    'my lower back is stiff when I wake at 6 every morning, it has been this way for over a decade',
    'the ache in my lower back wakes me at night and has been like that for nearly a decade, my GP knows',
  ])('is not new night pain: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-night-pain');
  });

  it.each([
    'my back pain wakes me at night, it has been this way for a decade but it is getting worse now',
    'back pain at night has been like that for a decade and now it is back after a good spell',
  ])('still raises night pain that changes now: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-night-pain');
  });
});

describe("'not changed' with an object is the writer changing nothing, not a symptom unchanged", () => {
  it.each([
    [
      'saddle numbness and wetting',
      'I have wet myself twice and my bum is numb, I have not changed my food',
      'cauda-equina-bladder',
    ],
    [
      'both legs',
      "both my legs have gone weak and numb, I haven't altered how I sit at work",
      'cauda-equina-both-legs',
    ],
    ['night pain', 'my back pain wakes me every night now and I have not changed the mattress', 'cancer-night-pain'],
  ])('keeps the symptoms before it: %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("'not changed' alone leaves a symptom as it is: still there", () => {
  it.each([
    ['a week unchanged', 'the numbness in my bum has not changed in a week', 'cauda-equina-saddle-numbness'],
    ['since a weekday', "my bum has been numb since Saturday and it hasn't changed", 'cauda-equina-saddle-numbness'],
    ['nothing changed since', 'wee keeps dribbling out since Monday, nothing has changed', 'cauda-equina-bladder'],
  ])('raises %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    ['years', 'numb patch on my bottom for 15 years, not changed in years, checked by neurology'],
    ['a decade', 'my chronic back ache has not changed in a decade, just want a physio'],
  ])('sets aside one unchanged for %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('an episode dated weeks back, then said over with the "now" first, is history', () => {
  it.each([
    'chest pain in february was a strain, now gone',
    'last week my son had temperature with a cold and his back hurt, now he is fine, can we still come friday',
    'last week i had fever and a sore back, now i feel well, could i still book massage',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each(['had chest pains in march now gone but this morning crushing pain in chest going through to my back'])(
    'still raises a present chest pain told after it: "%s"',
    (message) => {
      expect(triageByRules(message)).toContain('chest-pain-with-back-pain');
    },
  );

  it.each([
    'last week i had fever, now i am better, can i still come friday, but since yesterday the fever is back and my back aches',
    'last week i had high temperature and now i feel fine but my back is agony and i am hot and shivery again',
  ])('still raises a fever that is back: "%s"', (message) => {
    expect(triageByRules(message)).toContain('infection-fever');
  });
});

describe('an episode a clinician put down to the care itself, and normal since, is over', () => {
  it.each([
    'Struggled to pee for a day after my hernia repair, the doctor said it was the catheter, normal ever since',
    'My legs felt numb the evening after my knee replacement; the anaesthetist told me it was the spinal, all normal since',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    "after my back op I can't pee, the nurse said it was the anaesthetic but it's been 3 days and still nothing",
    'cannot wee since my back surgery yesterday, the nurse said it was the morphine',
  ])('still raises the bladder: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe('"it all came back" after a numbness of long ago is the feeling back in full, not the numbness', () => {
  it.each([
    'I had numbness in my saddle area from a slipped disc 3 years ago, it all came back after the op. Can I start cycling?',
    'Numb down below after my prolapse in 2019, but everything came back within months. Looking for a pilates class',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'my bum went numb 2 years ago and it settled, but the numbness is back and my back is agony',
    'saddle numbness years ago after a prolapse and now it is back again',
  ])('still raises a return: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-saddle-numbness');
  });
});

describe('an episode weeks or more past, said to be over', () => {
  it.each([
    'I had a numb backside over the summer, much better now',
    'Back in February I had some very dark thoughts, I saw my GP, much better now and no thoughts like that anymore',
    'the tingling between my shoulder blades I had at Christmas went after a week of physio',
  ])('sets aside an episode weeks or more past that is said to be over: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['a day old, over now', 'I had a numb backside yesterday, it is fine now', 'cauda-equina-saddle-numbness'],
    [
      'this morning, better now',
      'crushing chest pain this morning going into my back, better now',
      'chest-pain-with-back-pain',
    ],
    [
      'long past but coming and going',
      'numb backside since last autumn, fine now but it comes and goes',
      'cauda-equina-saddle-numbness',
    ],
    [
      'long past but back',
      'Back in February I had very dark thoughts, better now but they are back',
      'self-harm-thoughts',
    ],
    [
      'long past and again',
      'I had a numb backside last autumn, fine now, but this week I had it again',
      'cauda-equina-saddle-numbness',
    ],
  ])('still raises a symptom %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a sign a clinician or 111 has looked at and called harmless', () => {
  it.each([
    'I doubled up my evening tablets by accident, phoned 111 and they said no harm',
    'gave dad his pills twice by mistake, the pharmacist said nothing to worry about',
    'found a lump on my lower back, the doctor said it was benign, can I still have a massage?',
    'my back aches at night now and then, the physio said it is only wear and tear',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I doubled up my evening tablets by accident, phoned 111 and they said go straight to A&E',
    'found a new lump on my lower back, the doctor has not seen it yet',
    'my back wakes me every night, the gp thinks it is just a strain',
  ])('still raises: "%s"', (message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });
});
