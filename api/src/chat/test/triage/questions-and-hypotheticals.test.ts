/*
 * Questions, worries and hypotheticals: a general question or one about people at large is a topic, a fear names a
 * condition, not a symptom; a question the writer then claims, or an "if" about their own symptom, is a report.
 */
import { triageByRules } from '../../domain/triage/triage-message';
import { categoriesOf, raised } from './triage-test-helpers';

describe('a general question, and a report after it', () => {
  it('treats a general question as a topic, and a description of symptoms as a report', () => {
    expect(raised('What is cauda equina syndrome?')).toEqual([]);
    expect(raised('Can sciatica cause bladder problems?')).toEqual([]);
    expect(categoriesOf('Can the numbness in my bum be a sign of something serious?')).toContain('cauda-equina');
  });

  it('reads a question about anyone as the writer’s own when the writer then claims it', () => {
    expect(triageByRules('Does back pain get worse when you sneeze?')).toEqual([]);
    expect(triageByRules("Does anyone get back pain when they sneeze? Mine's got so bad I brace myself")).toEqual([
      'cancer-pain-on-straining',
    ]);
    expect(triageByRules("Asking for a friend, no I'm not, it's me: I can't feel my bum")).toContain(
      'cauda-equina-saddle-numbness',
    );
  });

  it('reads an opening "can" without a subject as a statement', () => {
    expect(triageByRules('can barely pee, have to really strain')).toEqual(['cauda-equina-bladder']);
  });

  it('reads a worried question that dates the symptom, or that the writer follows with their own case, as a report', () => {
    expect(triageByRules('do I need to worry about not being able to wee since lunchtime?')).toEqual([
      'cauda-equina-bladder',
    ]);
    expect(triageByRules('is it ok to have a numb backside for three days?')).toEqual(['cauda-equina-saddle-numbness']);
    const followed =
      'is it serious, going numb round the back passage after lifting? feels like I sat on ice for hours';
    expect(triageByRules(followed)).toEqual(['cauda-equina-saddle-numbness']);
    expect(triageByRules('is it serious, going numb round the back passage after lifting?')).toEqual([]);
    expect(
      triageByRules('Can numbness round the back passage be a sign of cauda equina? I have had sciatica for years.'),
    ).toEqual([]);
  });

  it('reads "that has been happening to me" after a general question as the writer claiming what it named', () => {
    const asked = 'Can a bad disc make you soil yourself without noticing?';
    expect(triageByRules(asked)).toEqual([]);
    expect(triageByRules(`${asked} Only asking as it happened to me twice today.`)).toEqual(['cauda-equina-bowel']);
    expect(triageByRules(`${asked} Which is what I am having.`)).toEqual(['cauda-equina-bowel']);
    expect(triageByRules(`${asked} My neighbour says it happened to her.`)).toEqual([]);
  });

  it("reads a general question followed by a dated onset as the writer's own, and not an unrelated start", () => {
    expect(
      triageByRules('Can a worn disc make you wet yourself? It started on Thursday and I have never had it before.'),
    ).toContain('cauda-equina-bladder');
    expect(triageByRules('Can a worn disc cause bladder problems? My physio started on Thursday.')).toEqual([]);
  });

  it('reads a general question the writer then says is not theirs as a question, and a claim as a report', () => {
    const asked = 'Can a bulging disc make you lose control of your bladder?';
    expect(triageByRules(`${asked} Luckily that is not happening to me, only a sore back.`)).toEqual([]);
    expect(triageByRules(`${asked} I have not had any of that, my back is just stiff.`)).toEqual([]);
    expect(triageByRules(`${asked} Because that is happening to me right now.`)).toEqual(['cauda-equina-bladder']);
  });
});

describe('an if about the writer’s own symptom', () => {
  it("reads an if about the writer's own symptom as a report when its course or a date follows", () => {
    expect(
      triageByRules(
        'Should I be worried if my pain sits between my shoulder blades? It has been there about five weeks.',
      ),
    ).toContain('cancer-between-shoulder-blades');
    expect(triageByRules('Do I need A&E if I have not been able to wee since this morning?')).toContain(
      'cauda-equina-bladder',
    );
    expect(triageByRules('Should I be worried if I ever get pain between my shoulder blades?')).toEqual([]);
  });
});

describe('a worry or a fear, and the signs told beside it', () => {
  it('reads a fear of cancer told by any verb of worry as no cancer had, but keeps a history told beside it', () => {
    expect(triageByRules('each time my lower back aches I fret that it is a tumour, how can I calm down?')).toEqual([]);
    expect(triageByRules('my back twinges after gardening and I am terrified this could be cancer')).toEqual([]);
    expect(
      triageByRules('I had lung cancer three years ago and have new back pain, I am terrified it could be cancer'),
    ).toEqual(['cancer-history-new-spinal-pain']);
  });

  it('reads a worry about a clot as no clot had, but keeps the signs told beside it', () => {
    expect(
      triageByRules(
        'got myself anxious about blood clots after the coach trip, I can breathe fine, only my neck is stiff',
      ),
    ).toEqual([]);
    expect(
      triageByRules('anxious about a DVT after the coach trip, my calf is swollen and it hurts to breathe in'),
    ).toContain('pulmonary-embolism');
  });
});

describe('being a student is not asking for study', () => {
  it.each([
    // A student reporting their own symptoms; study named as the purpose still makes a question general.
    ['meningitis-signs', 'uni student, burning up with a fever and my neck is rigid'],
    // 'Too stiff to …' is stiff.
    ['meningitis-signs', "my son has a fever of 39 and his neck's too stiff to look down"],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });

  it.each([
    [
      'a student asking for coursework',
      "I'm a nursing student asking for my coursework: is a rigid neck with fever meningitis?",
    ],
    ['an exam question', 'we had an exam question on a stiff neck with a high fever, what is the answer?'],
    ['a neck too stiff after the gym', 'my neck is too stiff after the gym to turn my head fully'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('meningitis-signs');
  });
});

describe('a student of a health profession asks about what they study', () => {
  it('does not raise signs listed by a student nurse', () => {
    expect(
      triageByRules('student nurse here. fever with a rigid neck and feeling drowsy, which is the worst sign?'),
    ).toEqual([]);
  });

  it('still raises the same signs reported by a student of another subject', () => {
    expect(triageByRules('history student here. fever with a rigid neck and feeling drowsy, help')).toContain(
      'meningitis-signs',
    );
  });
});

describe('a question about anyone', () => {
  it.each([
    'how is a broken neck from a rugby tackle treated in someone who can still walk?',
    'what does a surgeon check after a fall from a roof in a person who feels fine?',
    'what happens after a car crash at 70mph to someone who walks away?',
  ])('reads a question whose only person is anyone as general: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['the writer', 'why did my legs go numb after the car crash this morning?', 'cauda-equina-both-legs'],
    [
      'the writer, asked of anyone after',
      'why can I not feel my bum since last night, is that normal for people?',
      'cauda-equina-saddle-numbness',
    ],
    [
      'a relative',
      'my son was tackled hard at rugby and hurt his neck, how is that treated in someone who can still walk?',
      'trauma-serious-accident',
    ],
  ])('still raises a question about someone in particular: %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('signs a clinician said to watch for', () => {
  it.each([
    'the surgeon said to look out for numbness around my back passage or losing control of my bladder. is a bit of ache in the scar normal?',
    'my GP told me to watch for weakness in both my legs, so far so good, can I go swimming?',
    'the nurse said to look out for loss of feeling around my bottom, none of that so far, when can I drive?',
    'after my discectomy I was given a card saying watch out for numbness in my groin or weakness in both my legs, all good so far. When can I lift my toddler?',
  ])("reads a 'my' inside the signs to watch for as where they would be, not a report: %j", (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'told as had since',
      'the leaflet says to watch out for numbness between my legs, and since this morning I have it',
      'cauda-equina-saddle-numbness',
    ],
    [
      'told as new today',
      'the physio told me to look out for numbness round my bum and today my bum has gone numb',
      'cauda-equina-saddle-numbness',
    ],
    ['the writer its subject', 'the leaflet says to watch for trouble peeing and I can’t pee', 'cauda-equina-bladder'],
    [
      'asked about as now had',
      'I was told to look out for numbness in my saddle area, is it normal that I now have it?',
      'cauda-equina-saddle-numbness',
    ],
    [
      'legs gone this morning',
      'I was told to watch for weakness in both my legs and both my legs have given way this morning',
      'cauda-equina-both-legs',
    ],
  ])('still raises a sign to watch for that the writer then has: %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a question about one's own bladder or feeling, asked with its subject inside ('why can't I …')", () => {
  it.each([
    ["why can't he wee since his back went at lunchtime? he's in agony", 'cauda-equina-bladder'],
    ["why can't I go for a pee since yesterday? my lower back is killing me", 'cauda-equina-bladder'],
    ["why can't she control her bladder since her back went on Monday? she's in agony", 'cauda-equina-bladder'],
    ["why can't I feel my backside since last night? my back is in agony", 'cauda-equina-saddle-numbness'],
    ["why isn't my bladder working right since I hurt my back yesterday?", 'cauda-equina-bladder'],
    ["my waterworks haven't worked properly for two days now and my lower back is agony", 'cauda-equina-bladder'],
  ])('reads it as a report: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'why does a prolapsed disc affect the bladder?',
    "why can't you pee with a trapped nerve in your back?",
    'how does the bladder work when a disc slips?',
    "the water hasn't worked in the flat since yesterday and my back aches from carrying buckets",
  ])('still reads a general question or an everyday look-alike as ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a question's subject owned after it as 'mine' ('came off mine', 'in mine')", () => {
  it.each([
    [
      'is a crash on a motorbike a red flag? I came off mine on the A road this morning and my back is agony',
      'trauma-serious-accident',
    ],
    [
      'is a dull ache between the shoulder blades a worry? I get one in mine every night now, for a month',
      'cancer-between-shoulder-blades',
    ],
  ])('raises: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'is falling off a horse a red flag for the spine? my daughter came off hers but I came off mine years ago and was fine',
    'is an ache between the shoulder blades a red flag? my husband gets it in his but there is none in mine',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'is X a red flag?' then a child or relative who 'has had it since …' makes X theirs", () => {
  it.each([
    'is a sore back at night a red flag in children? my 9 year old has had it since half term and it wakes him most nights',
    "is back pain in little ones a worry? our daughter's had it for three weeks and it keeps her up at night",
  ])('raises: "%s"', (message) => {
    expect(triageByRules(message)).toContain('child-back-pain-night-or-fever');
  });

  it.each([
    'is back pain in kids a red flag? my 7 year old had it for a week last year and it went away',
    "is night pain a red flag? I've had it for years, it's just how I am",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'mine has been doing it' claims what the question named", () => {
  it('raises: "is it normal for your back to hurt when you sneeze? mine has been doing that for a month"', () => {
    expect(
      triageByRules('is it normal for your back to hurt when you sneeze? mine has been doing that for a month'),
    ).toContain('cancer-pain-on-straining');
  });

  it('is no alarm: "is it bad if your back hurts when you cough? mine did that years ago, fine now"', () => {
    expect(triageByRules('is it bad if your back hurts when you cough? mine did that years ago, fine now')).toEqual([]);
  });
});

describe('a fear the writer talked themselves into names conditions, not symptoms', () => {
  it.each([
    'Ten days ago I put my lower back out moving boxes and it is slowly improving. I have been on Google and I’ve frightened myself silly with cauda equina and cancer. Nothing numb, bladder fine, eating normally. Am I overthinking it?',
    'Back twinged after the school run and I’ve worked myself up about cancer from reading forums. I sleep well and my weight is the same. Is it worth a check?',
  ])('sets aside the fear: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I’ve scared myself silly with cauda equina because I can’t feel my bum on the toilet seat',
    'I’ve frightened myself with cancer stories, and now I’ve found a lump on my spine that is getting bigger',
    'scared myself silly about cauda equina, my legs are both numb and I wet myself this morning',
  ])('still raises the writer’s own sign told beside it: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('suicide as a subject of care or study (screening for its risk, prevention) is no thought', () => {
  it.each([
    "I'm a practice manager writing our new pain clinic policy and I'd like to see how other clinics screen for suicide risk in people with long-term pain. Could you share your process?",
    "As a new GP partner I'm reviewing how our surgery assesses for suicide risk when patients come in with chronic back pain. Do you have a template you use?",
  ])('sets aside the subject: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I was screened for suicide risk by my GP last year and now I keep thinking about ending it all',
    'the pain is so bad I’ve been researching suicide methods',
    'I volunteer for a suicide prevention charity but tonight I have a plan to kill myself',
  ])('still raises a thought told beside it: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('suicide or self-harm as what a question asks to recognise, or a clinic screens for', () => {
  it.each([
    'As a youth worker I need to know the warning signs of suicide in teenagers with long-term pain, any resources?',
    "What are the early signs of self harm? I'm a new foster carer and want to be ready",
    'Does your physio team screen for suicidal thoughts at the first appointment?',
  ])('sets aside the topic: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'What are the warning signs of suicide? My partner keeps saying she wants to kill herself',
    'My dad is showing signs of suicide, he has been giving his things away',
    'how would I spot signs of self harm, my son has been cutting himself',
  ])('still raises a report beside the question: "%s"', (message) => {
    expect(triageByRules(message).length).toBeGreaterThan(0);
  });
});

describe('a disease named bare as a guess is a worry, not a history', () => {
  it.each([
    'Had a sore upper back after tennis and I thought lung cancer right away. Do I need a check?',
    'I get health anxiety. My lower back ached after a long walk and I feared bowel cancer. Should I see someone?',
    'My back ached after squash and I assumed a tumour. Should I get a scan?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['cancer-history-new-spinal-pain', 'I thought the cancer had gone but now my lower back really hurts'],
    ['cancer-history-new-spinal-pain', 'had kidney cancer, thought my cancer was beaten, now a new ache in my spine'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('a question about a group of patients is general', () => {
  it.each([
    'Are back pain sufferers more likely to have suicidal thoughts?',
    'How common is bladder retention in spinal surgery patients? Writing an essay for my nursing course.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['self-harm-thoughts', "Other patients on my ward seem fine but I've been having thoughts of ending it"],
    ['self-harm-thoughts', 'patients like me with chronic pain, do we get suicidal thoughts? because I do'],
    ['cancer-history-new-spinal-pain', 'prostate cancer patient here, a new ache low in my back this fortnight'],
  ])('still raises %s: "%s"', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe('how common a thing is, asked of people at large, is a general question', () => {
  it.each([
    'I wonder how common accidental overdoses are with strong painkillers',
    'after a documentary I was wondering how frequent poisonings with fentanyl patches are',
    'I am curious how rare it is for back pain to come with numbness in both legs',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'I wonder how common it is, but I took 30 paracetamol an hour ago',
    "I've taken an overdose, how common is it to survive?",
  ])('still raises an overdose: "%s"', (message) => {
    expect(triageByRules(message)).toContain('overdose-or-poisoning');
  });
});

describe('how to spot whether someone at large is self-harming is a general question', () => {
  it.each([
    'as a youth worker, how can I tell whether a teenager is self harming?',
    'how would a GP know if a patient is suicidal?',
    'our charity wants staff to notice when a colleague is self-harming, any training?',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'how can I tell if my daughter is self harming? she hides cuts on her arms',
    'how do I know if my son is suicidal, he keeps saying he wants to die',
  ])('still raises thoughts of self-harm: "%s"', (message) => {
    expect(triageByRules(message)).toContain('self-harm-thoughts');
  });
});
