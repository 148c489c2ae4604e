/*
 * Several people in one message: whose symptom each is (the writer's, a relative's or a stranger's in a story, the
 * news or on a screen), and the writer's own new red flag kept after someone else's story.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a loss of feeling told with 'the' ('lost the sensation')", () => {
  it('reads the loss of the feeling in the saddle as numbness, whoever has it', () => {
    expect(triageByRules("my husband's lost the sensation in his penis since he lifted the wardrobe")).toContain(
      'cauda-equina-saddle-numbness',
    );
    expect(triageByRules('I have lost the feeling around my back passage since Tuesday')).toContain(
      'cauda-equina-saddle-numbness',
    );
  });
});

describe('a hand too weak to grip an everyday thing', () => {
  it("reads 'can barely grip my phone' as a weak grip, after a friend's old story too", () => {
    expect(triageByRules('since lunch I can hardly grip my phone and both hands feel weak')).toContain(
      'cord-compression-walking-or-limbs',
    );
    expect(
      triageByRules(
        'my cousin had a slipped disc years ago, fine now, but since last night I can barely grip the kettle',
      ),
    ).toContain('cord-compression-walking-or-limbs');
    expect(triageByRules("he can't hold his phone still, he's laughing so much")).toEqual([]);
  });
});

describe('a stranger on a screen, in the news or in a video', () => {
  it("reads a famous stranger's, a news story's or a video's signs as theirs", () => {
    expect(
      triageByRules('Read a newspaper article where a footballer lost feeling in his bum and needed surgery. Wild.'),
    ).toEqual([]);
    expect(
      triageByRules('On the BBC show last night the nurse had a lump on her spine. Are lumps always serious?'),
    ).toEqual([]);
    expect(
      triageByRules('Watched a clip of a woman whose legs went numb and weak overnight. Do you do pilates?'),
    ).toEqual([]);
  });

  it('keeps the writer naming themselves after the story', () => {
    expect(
      triageByRules(
        'I saw a news report about cauda equina and since this morning I cannot feel my bum on the loo seat',
      ),
    ).toContain('cauda-equina-saddle-numbness');
    expect(triageByRules("I'm a singer and since yesterday both my legs have gone numb and weak")).toContain(
      'cauda-equina-both-legs',
    );
  });
});

describe("another day's doses taken beside today's", () => {
  it("reads tomorrow's or a whole week's tablets taken as too many", () => {
    expect(
      triageByRules("I look after my grandad and he's had tomorrow's pills already, with his oxycodone"),
    ).toContain('overdose-or-poisoning');
    expect(triageByRules("mum took Sunday's and Monday's tablets along with today's, she seems ok")).toContain(
      'overdose-or-poisoning',
    );
    expect(triageByRules("gran swallowed the whole week's tablets out of her dosette")).toContain(
      'overdose-or-poisoning',
    );
  });

  it('keeps a day named beside an ordinary dose ordinary', () => {
    expect(triageByRules('I took my tablets and tonight I feel fine')).toEqual([]);
    expect(triageByRules("I always collect this week's tablets on a Monday from the chemist")).toEqual([]);
  });
});

describe("'asking for my' someone: a go-between, not a general question", () => {
  it("reads a partner's or a parent's signs told through the writer as theirs", () => {
    expect(
      triageByRules(
        "Asking for my boyfriend as he's embarrassed: since Saturday he's lost feeling in his bum when he wipes",
      ),
    ).toContain('cauda-equina-saddle-numbness');
  });

  it('keeps a question for study, or with no one in it, general', () => {
    expect(triageByRules('asking for my coursework, is a numb bottom an emergency?')).toEqual([]);
    expect(triageByRules('asking for my mum, is back pain at night a worry?')).toEqual([]);
  });
});

describe("a relative told as dead by 'late' ('my late father')", () => {
  it("reads the late relative's illness as their story", () => {
    expect(triageByRules('My late mother had myeloma and her spine was awful. Should I get my bones checked?')).toEqual(
      [],
    );
  });

  it("keeps 'late' as not on time, and the writer's own sign after the story", () => {
    expect(
      triageByRules('my dad was late for his appointment and he has lost feeling in his bum since yesterday'),
    ).toContain('cauda-equina-saddle-numbness');
    expect(
      triageByRules('my late aunt had a slipped disc, and since this morning I cannot feel my bum on the seat'),
    ).toContain('cauda-equina-saddle-numbness');
  });
});
