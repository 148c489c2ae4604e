/*
 * Reports asked as "is it normal …?", played down or joked about: a worried question the writer follows with their
 * own symptom's time or its being there now is a report, not a question at large; look-alikes about a topic, an
 * everyday soreness or a project stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a worried question followed by a statement that dates it or says it is there now', () => {
  it('reads the question as the writer’s own report', () => {
    expect(triageByRules('is it normal to be unable to pee when your back is bad? nothing since breakfast')).toContain(
      'cauda-equina-bladder',
    );
    expect(
      triageByRules('is it ok to have tight chest pain with a sore upper back? started 40 mins ago, still there'),
    ).toContain('chest-pain-with-back-pain');
    expect(
      triageByRules('is it bad to feel ok after swallowing too many ibuprofen? had about 25 of them a few hours ago'),
    ).toContain('overdose-or-poisoning');
  });

  it('reads a question put to "you" as the writer’s own when only the writer is told of after it', () => {
    expect(
      triageByRules('is it normal for both your legs to go weak and wobbly after a neck flare? worse since Monday'),
    ).toContain('cord-compression-walking-or-limbs');
  });

  it('reads every clause of such a question put to "you" as the writer’s own', () => {
    expect(
      triageByRules(
        'is it ok to ache after coughing when you have brittle bones? I coughed hard this morning and heard a crack',
      ),
    ).toContain('trauma-fragile-bones');
    expect(triageByRules('is it ok to ache after coughing when you have brittle bones?')).toEqual([]);
  });

  it('keeps questions at large, and everyday soreness told after one, ordinary', () => {
    expect(triageByRules('is it normal for a prolapsed disc to take two months to settle?')).toEqual([]);
    expect(triageByRules('is it normal for cancer to spread to the bones of the spine?')).toEqual([]);
    expect(triageByRules('is it normal to ache after a sports massage? had my first one yesterday')).toEqual([]);
    expect(
      triageByRules('is it normal to lose control of your bladder after a stroke? my gran had one last week'),
    ).toEqual([]);
  });
});

describe('a lecture as a place gone to, not what told it', () => {
  it('reads what happens to the writer on the way to a lecture as their own', () => {
    expect(triageByRules('wet myself on the walk to lectures this morning and never felt it coming')).toContain(
      'cauda-equina-bladder',
    );
  });

  it('keeps what a lecture taught ordinary', () => {
    expect(triageByRules('our lecturer said losing control of your bladder is a red flag')).toEqual([]);
    expect(triageByRules('in today’s lecture we covered saddle numbness and retention')).toEqual([]);
  });
});

describe('a collision told by another vehicle driven into one, its speed or the wreck, even when played down', () => {
  it('reads the collision as a serious accident though the writer says they are fine', () => {
    expect(
      triageByRules(
        'honestly I’m ok, bit stiff. a lorry ploughed into the back of us on the A14 last night, neck sore',
      ),
    ).toContain('trauma-serious-accident');
    expect(triageByRules('not a big deal, the van is a write-off though and my lower back aches today')).toContain(
      'trauma-serious-accident',
    );
  });

  it('keeps speed and a wasted day that are no collision ordinary', () => {
    expect(triageByRules('went for a jog at speed and now my back aches')).toEqual([]);
    expect(triageByRules('yesterday was a write-off with my sore back')).toEqual([]);
  });
});

describe('a change of the spine’s shape told as begun', () => {
  it('reads a back said to have started to look or go hunched as a change of shape', () => {
    expect(
      triageByRules('my dad’s spine has begun to look hunched and he says it’s just age, is that normal?'),
    ).toContain('cancer-lump-or-shape-change');
    expect(triageByRules('her back is starting to go really hunched these last few months')).toContain(
      'cancer-lump-or-shape-change',
    );
  });

  it('keeps a back only starting to feel stiff ordinary', () => {
    expect(triageByRules('my back has started to feel a bit stiff in the mornings')).toEqual([]);
  });
});

describe('a worried question told as the writer’s own, then played down as mere curiosity', () => {
  it('reads it as the writer’s report whatever is said of curiosity after it', () => {
    expect(
      triageByRules('is it normal for your bits to go numb with sciatica? noticed it 2 days ago, just curious really'),
    ).toContain('cauda-equina-saddle-numbness');
  });

  it('keeps a question followed by the writer’s own case denied or over ordinary', () => {
    expect(triageByRules('is it normal for your bits to go numb with sciatica? mine are fine, just curious')).toEqual(
      [],
    );
    expect(
      triageByRules(
        'can I still have physio if I had a high temperature with a cold this week? it’s gone now, just curious',
      ),
    ).toEqual([]);
  });
});

describe('a person coming back to a class or a place, not a symptom coming back', () => {
  it('keeps an illness told as over ordinary when the writer asks to come back to a class', () => {
    expect(
      triageByRules(
        'had a high temperature and an achy back with covid last week, all better now. can I come back to yoga?',
      ),
    ).toEqual([]);
  });

  it('still reads a symptom said to have come back', () => {
    expect(
      triageByRules(
        'had a high temperature and an achy back last week, all better, but the temperature came back today',
      ),
    ).toContain('infection-fever');
  });
});

describe('a question asked for a piece of study named by its subject', () => {
  it('reads it as a general question', () => {
    expect(triageByRules('is it bad if coughing makes your back hurt? asking for my sociology project')).toEqual([]);
  });

  it('still reads the writer’s own case told after it, and a project only worked at', () => {
    expect(
      triageByRules(
        'does sneezing hurt your back if it’s cancer? asking for a uni project, mine has been doing it for weeks',
      ),
    ).toContain('cancer-pain-on-straining');
    expect(triageByRules('my back hurts when I sneeze since digging for my allotment project')).toContain(
      'cancer-pain-on-straining',
    );
  });
});
