/*
 * Tables of reports the rules once missed, each table spanning several red flags. Their ordinary look-alikes are in
 * ordinary-messages.test.ts.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('reports once missed: the spine at night and on straining, despair and its means, doses, wounds', () => {
  it.each([
    ['a cause offered, then turned from', 'prob just a pulled muscle but since lunch my chest has been really hurting'],
    ['a comparison with before, not a time of long ago', 'my spine is more crooked than it used to be, and it aches'],
    ['the spine said to be worse', 'my lower back is a lot worse at night now'],
    ['not feeling safe alone, now', "I really don't feel safe on my own tonight"],
    ['fear of what one will do, now', 'so frightened I might do something daft tonight'],
    ['not trusting oneself with the means', "can't trust myself around the knives at the moment"],
    ["someone's act and means said together", 'my brother says he is going to take all his pills tonight'],
    ['letters written to the family', "I've wrote letters to my kids and my husband"],
    ['hopelessness said plainly', "honestly can't see any future for me"],
    ["a carer's double dose", 'I think I gave my nan her oramorph twice tonight'],
    ['a report after an exclamation of dismay', 'oh no I think I gave my nan her oramorph twice tonight'],
    ['a fever weeks after an operation', "had my op two weeks ago and I've been running a temperature since yesterday"],
    ['sleep lost for the spine', "can't sleep for my neck lately, whatever I try"],
    ['nights spent up because of the spine', 'awake most nights walking about because of my lower back'],
    ['no position that helps', 'my back aches in bed and no position really helps'],
    ['straining said as a number 2', 'my lower back twinges every time I do a number 2'],
    ['bowel sensation lost, said at length', "I can't feel myself going to the loo for a poo any more"],
    ['a wound with a gap in it', 'there is a gap in my scar from the op now'],
    ['spinal pain with kidney dialysis', "I'm on dialysis three times a week and my back really hurts"],
    ['the spine named before the straining', 'my neck twinges every time I cough lately'],
    ['straining that sets the spine off', 'coughing sets my lower back off'],
    ['pain that spikes with straining', 'the ache in my back spikes with every sneeze'],
    ['straining avoided for the pain', "I daren't cough, my back is that bad"],
    ['blowing the nose as straining', 'my back hurts when I blow my nose'],
    ['the spine as what lying in bed is hard on', 'lying in bed is murder on my lower back these days'],
    ['rest that makes no difference to the spine', 'resting makes no difference to my neck at all'],
    ['the spine worst in the small hours', 'my back is the worst in the small hours'],
    ['lying down that hurts the spine', 'I sleep sat up now because lying flat hurts my back'],
    ['sleep made impossible by the spine', 'sleeping is a nightmare because of my back'],
    ['someone who has cut themselves badly', "my girlfriend's just cut herself really deep"],
    ["cutting one can't stop", "can't stop cutting and it won't stop bleeding"],
    ['the rest about to be taken', 'took some already and about to take the rest'],
    ['someone sat on the edge of a bridge', "I'm sitting on the ledge of the car park roof"],
    ['family said to cope better without one', "they'd all manage better if I was dead"],
    ['hitting oneself', "I've been punching myself in the head when the pain gets bad"],
    ['searching ways to die', 'keep looking up ways to die'],
    ['several doses inside an hour', 'I had three doses of my oramorph within an hour'],
    ['all the tablets in the house', 'my son took every tablet in the house'],
    ['something taken, and now not waking', "she's taken something and we can't wake her properly"],
    ['a puffy wound', 'my scar from the op has gone puffy and angry'],
    ["a parent's dose given by mistake", "I've given my little boy his brother's medicine by accident"],
  ])('raises %s', (_case, message) => {
    expect(triageByRules(message)).not.toEqual([]);
  });

  it.each([
    [
      'worse since a spinal injection',
      'steroid injection in my back 10 days ago, worse since',
      'infection-risk-factors',
    ],
    ['hurting oneself, tonight', "I think I'm going to hurt myself tonight", 'self-harm-immediate-danger'],
    ['pain at rest', 'my lower back aches when resting as well now', 'cancer-night-pain'],
    ['never wanting to have been born', "some days I wish I'd never been born", 'self-harm-thoughts'],
    ['feeling a burden', 'I just feel like such a burden to everyone', 'self-harm-thoughts'],
    ['tired of living', 'honestly sick of living with this', 'self-harm-thoughts'],
    ['not caring whether one lives', "don't really care whether I live or die now", 'self-harm-thoughts'],
    ['wishing to sleep forever', 'I want to go to sleep forever', 'self-harm-thoughts'],
    ['driving into a river', 'keep thinking of driving into the canal', 'self-harm-thoughts'],
    ['a plan and the means', 'I have a plan and the means now', 'self-harm-immediate-danger'],
    ['voices telling one to harm oneself', 'the voice keeps telling me to kill myself', 'self-harm-immediate-danger'],
    ['no comfort at night for the spine', "can't get comfortable in bed for my neck", 'cancer-night-pain'],
    ['pain more in bed', 'my back aches more when I am in bed', 'cancer-night-pain'],
    ['lying still making it worse', 'lying flat makes my lower back worse', 'cancer-night-pain'],
    ['bed dreaded for the spine', 'I hate bedtime now because of my back', 'cancer-night-pain'],
    ['a few too many tablets', 'had a few too many of my co-codamol today', 'overdose-or-poisoning'],
    ["a week's worth taken", "took a week's worth of my pregabalin since Monday", 'overdose-or-poisoning'],
    ['a dose forgotten and taken again', 'forgot I had taken them and had two more', 'overdose-or-poisoning'],
    ['patches worn at the same time', 'I have got 3 patches on at the same time', 'overdose-or-poisoning'],
    ['locked in with the blades', 'my son shut himself in with some razor blades', 'self-harm-immediate-danger'],
    ['a deep cut said without an auxiliary', 'cut myself so deep this time', 'self-harm-immediate-danger'],
    ['the blade held to the skin', 'got the knife against my wrist', 'self-harm-immediate-danger'],
    ['not safe, and about to harm oneself', "I'm not safe, I'm going to harm myself", 'self-harm-immediate-danger'],
  ])('raises %s as its entry', (_case, message, entryId) => {
    expect(triageByRules(message)).toContain(entryId);
  });
});

describe('reports once missed: despair beside the means, the bowels, weight, no wee, a hot child', () => {
  it.each([
    // Despair beside the means: no one to miss them, not wanting to come down from somewhere high.
    ['self-harm-immediate-danger', "got the rope in the shed now. no one will even notice I'm gone"],
    ['self-harm-immediate-danger', "i'm up on the roof at work and i'm not going to climb back down"],
    // Tablets saved up, named first; the means and a plan; a farewell; looking down from the top floor.
    ['self-harm-immediate-danger', "I've got weeks of my co-codamol stashed away and I can't do this anymore"],
    ['self-harm-immediate-danger', 'I have the means and the plan sorted'],
    ['self-harm-immediate-danger', 'this is the last time anybody will hear from me'],
    ['self-harm-immediate-danger', 'on the top level of the shopping centre car park staring down'],
    // Bowels said not to work properly; empty packets beside someone; gone thin; weight lost without meaning to.
    ['cauda-equina-bowel', "my bowels haven't worked right since my back flared"],
    ['overdose-or-poisoning', 'came home to my wife asleep on the sofa with empty tablet boxes beside her'],
    ['cancer-weight-loss', "she's got so gaunt lately and her lower back is always sore"],
    ['cancer-weight-loss', 'dropped half a stone without intending to'],
    // 'weed' as the past of 'wee'; no wee in hours; a child felt to be hot.
    ['cauda-equina-bladder', "my back's bad and I haven't weed since breakfast"],
    ['cauda-equina-bladder', 'not done a wee in ten hours and my back is killing'],
    ['child-back-pain-night-or-fever', 'my 5 year old says her back hurts and she feels really hot'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });
});

describe('reports once missed: control lost, pain placed nowhere, a step in front of a bus', () => {
  it.each([
    // Not being able to hold, control or contain it is the report, not a denial of what follows.
    ['cauda-equina-bladder', "couldn't control it at all and peed myself in the car"],
    ['cauda-equina-bowel', "I just couldn't contain it and soiled myself on the bus"],
    ['cauda-equina-bladder', "I couldn't stop it coming and wet myself"],
    ['cauda-equina-bladder', "didn't even feel it and wet myself"],
    // Pain a spine clinic is told of, placed nowhere in the body, is the spinal pain it sees.
    ['cancer-night-pain', 'the pain gets me up every night and resting makes no difference'],
    ['cancer-night-pain', "the ache won't settle even lying down, and nights are the worst bit"],
    // About to step in front of a particular vehicle is the act, not only the thought.
    ['self-harm-immediate-danger', "I'm going to walk out in front of the next bus"],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });
});

describe('reports once missed: the colours of sepsis, a rubbed chest, a fall from a ride, things down below', () => {
  it.each([
    // Blue or grey said with -y or -ish, or as lips that 'went' that colour, is the colour of sepsis.
    ['sepsis-signs', "her lips went greyish and she's burning up with an infection"],
    ['sepsis-signs', 'his mouth looks bluey and he has a fever'],
    // A hand rubbed or pressed on the chest shows the pain there.
    ['chest-pain-with-back-pain', 'my gran keeps rubbing her chest and her upper back aches'],
    // Thrown or fallen from anything ridden is a serious mechanism, whoever's it was.
    ['trauma-serious-accident', 'my daughter fell off her moped yesterday and her neck hurts'],
    ['trauma-serious-accident', 'my brother was thrown from his quad bike and his back is killing him'],
    // Things 'down there' or 'down below' said not to work are the sexual function, put delicately.
    ['cauda-equina-sexual-function', "since my back went, everything down below just doesn't work any more"],
    // 'Every time' or 'each time' is 'whenever': pain each time one breathes in is pleuritic.
    ['pulmonary-embolism', 'my calf is swollen and my back hurts each time I take a deep breath'],
    // The spine said to scream or protest is the spine in pain.
    ['cancer-pain-on-straining', 'my neck screams whenever I strain on the loo'],
    // 'Than it was' a time ago makes that time the baseline: the change is now, not history.
    ['cancer-lump-or-shape-change', 'my spine is more crooked than it was a year ago'],
  ])('raises %s for %j', (entryId, message) => {
    expect(triageByRules(message)).toContain(entryId);
  });
});
