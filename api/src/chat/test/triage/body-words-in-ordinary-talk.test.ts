/*
 * Body words in ordinary talk, and the red flags told beside them: a fall down a whole flight of stairs, the skin
 * between the shoulder blades, a pain asked about as others' that is the writer's own, food that 'nearly poisoned' one.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a fall down a whole flight of stairs told with what they are made of', () => {
  it('reads a fall down a full flight of stone or concrete stairs as a serious mechanism', () => {
    expect(
      triageByRules('tumbled down a whole flight of stone steps on saturday, my back is really sore now'),
    ).toContain('trauma-serious-accident');
    expect(
      triageByRules('my dad fell down the entire flight of wooden stairs this morning and his neck hurts'),
    ).toContain('trauma-serious-accident');
  });

  it('leaves a walk up a flight of steps ordinary', () => {
    expect(triageByRules('I walked up a flight of stone steps to the castle and my calves ached after')).toEqual([]);
  });
});

describe("a pain asked about as anyone else's, then owned by how long it has lasted", () => {
  it('reads "mine has been there for weeks" after a question about anyone as the writer\'s own', () => {
    expect(
      triageByRules(
        'does anybody else have a deep ache right between the shoulder blades that never eases? mine has been there for months',
      ),
    ).toContain('cancer-between-shoulder-blades');
    expect(
      triageByRules(
        'anyone else get an ache between their shoulder blades that will not shift? mines been going about 6 weeks',
      ),
    ).toContain('cancer-between-shoulder-blades');
  });

  it('leaves a question about anyone with nothing owned after it general', () => {
    expect(
      triageByRules(
        'does anybody else have a deep ache right between the shoulder blades that never eases? just curious',
      ),
    ).toEqual([]);
  });
});

describe('too much eaten at a meal', () => {
  it('reads eating too much as a meal, not a medicine taken', () => {
    expect(
      triageByRules('I ate far too much over the bank holiday and now my lower back aches, is that wind?'),
    ).toEqual([]);
    expect(triageByRules('we have eaten way too much at the wedding buffet, my neck is stiff from dancing')).toEqual(
      [],
    );
  });

  it('keeps too much taken, or eaten of a medicine', () => {
    expect(triageByRules('my 3 year old ate way too much of the calpol when I was not looking')).toContain(
      'overdose-or-poisoning',
    );
    expect(triageByRules('I think I took far too much of my oxycodone today, I feel woozy')).toContain(
      'overdose-or-poisoning',
    );
  });
});

describe("a cook's food said to have nearly poisoned its eater", () => {
  it('reads the dish that "nearly poisoned" someone as a verdict on the cooking', () => {
    expect(
      triageByRules(
        "my brother's chilli almost poisoned us all on sunday lol, anyway is the clinic open on bank holidays?",
      ),
    ).toEqual([]);
    expect(triageByRules('the canteen dinner has practically poisoned me, my lower back is fine though')).toEqual([]);
  });

  it('keeps a poison told beside it, and a poisoning not put on the food', () => {
    expect(
      triageByRules("my husband's stew nearly poisoned me haha, but my son has swallowed some of my sleeping tablets"),
    ).toContain('overdose-or-poisoning');
    expect(triageByRules('my flatmate has poisoned me with something in my tea, I keep being sick')).toContain(
      'overdose-or-poisoning',
    );
  });
});

describe('a question about what research there is, or a student of the mind asking', () => {
  it('reads a question whether research on a topic exists as general', () => {
    expect(triageByRules('are there any studies linking long-term sciatica to suicide in older men?')).toEqual([]);
    expect(triageByRules('criminology student: is there evidence on overdose deaths after back surgery?')).toEqual([]);
  });

  it("keeps the writer's own told beside the research question", () => {
    expect(
      triageByRules('is there any research on pain like mine and suicide? I have been thinking of ending my life'),
    ).toContain('self-harm-thoughts');
    expect(triageByRules('psychology student, and I keep thinking about killing myself')).toContain(
      'self-harm-thoughts',
    );
    expect(
      triageByRules('are there studies on overdoses in chronic pain? I swallowed 30 of my tramadol an hour ago'),
    ).toContain('overdose-or-poisoning');
  });
});

describe('patches put on at once, counted in figures', () => {
  it('reads a count of patches in figures as one in words', () => {
    expect(triageByRules('put 4 of my buprenorphine patches on together because the pain was so bad')).toContain(
      'overdose-or-poisoning',
    );
    expect(triageByRules('he has 2 of his fentanyl patches on at once since this morning')).toContain(
      'overdose-or-poisoning',
    );
  });

  it('leaves one patch changed on time ordinary', () => {
    expect(triageByRules('I change my 1 fentanyl patch every 3 days, can I shower with it on?')).toEqual([]);
  });
});

describe('a painkiller taken every hour or two, named with its article or owner', () => {
  it('reads "taking the paracetamol every two hours" as too often, as "taking paracetamol every 2 hours" was', () => {
    expect(triageByRules('mum has been having her co-codamol every hour since lunchtime for her back')).toContain(
      'overdose-or-poisoning',
    );
    expect(triageByRules('I have been taking the paracetamol every 2 hours since Monday, is that ok?')).toContain(
      'overdose-or-poisoning',
    );
  });

  it('leaves the same taken every four or six hours ordinary', () => {
    expect(triageByRules('I have been taking the paracetamol every 6 hours since Monday for my back')).toEqual([]);
  });
});

describe("a pain told unplaced, then 'it' in the next sentence", () => {
  it("reads 'it' opening the next sentence as that pain, placed at the spine as an unplaced pain is", () => {
    expect(
      triageByRules('This is a different sort of pain from a strain. It never lets up and it is worst at night.'),
    ).toContain('cancer-night-pain');
  });

  it("leaves a pain placed elsewhere, or a sentence not about 'it', ordinary", () => {
    expect(triageByRules('The pain in my knee is a different sort. It is worst at night.')).toEqual([]);
    expect(triageByRules('A different sort of pain from a strain. The baby is worst at night.')).toEqual([]);
  });
});

describe('the spine itself hunching over', () => {
  it("reads a back or spine told as hunching over as a change of shape, 'hunching over' a loose word", () => {
    expect(triageByRules("my grandad's spine keeps hunching over further every month")).toContain(
      'cancer-lump-or-shape-change',
    );
  });

  it('leaves a person hunching over a screen ordinary', () => {
    expect(triageByRules('I keep hunching over my laptop at work, is that why my back is stiff?')).toEqual([]);
  });
});

describe('a pregnancy told by its bump', () => {
  it("reads a bump told by its weeks or its photographs as a pregnancy's, not a lump", () => {
    expect(triageByRules('my 28 weeks bump is huge and my lower back curve has gone really deep, normal?')).toEqual([]);
    expect(triageByRules('in our bump photos my upper back looks hunched, is it just posture?')).toEqual([]);
  });

  it('keeps a lump on the spine growing told without a bump of pregnancy', () => {
    expect(triageByRules('there is a lump on my spine that keeps growing, it was tiny in my holiday photos')).toContain(
      'cancer-lump-or-shape-change',
    );
  });
});

describe('muscle built up, told as making the back look a shape', () => {
  it('reads muscle making the upper back look hunched as the muscle, not a change of the spine', () => {
    expect(
      triageByRules('all the muscle from rowing has made my upper back look hunched in my wedding photos'),
    ).toEqual([]);
    expect(triageByRules('my lats make my back look humped in a t-shirt, should I stretch more?')).toEqual([]);
  });

  it('keeps a hump growing told beside gym talk in another sentence', () => {
    expect(
      triageByRules('I lift weights most days. A hump is developing between my shoulders and it keeps getting bigger'),
    ).toContain('cancer-lump-or-shape-change');
  });
});

describe('a lump or a shape said in the next sentence always to have been there', () => {
  it("reads 'always been there' or 'it has always been like that' opening the next sentence as long standing", () => {
    expect(
      triageByRules(
        'Why does one knobbly bone at the base of my neck stick out so much? Always been there, my sister has one too.',
      ),
    ).toEqual([]);
    expect(
      triageByRules('There is a small lump on my upper back. It has always been there, as far back as I remember.'),
    ).toEqual([]);
  });

  it('keeps one said to be growing or new beside it', () => {
    expect(
      triageByRules('There is a small lump on my upper back. Always been there, but it is getting bigger now.'),
    ).toContain('cancer-lump-or-shape-change');
  });
});
