/*
 * A message is written to the clinic: a question to 'you' that tells no symptom of its own, or asks what the clinic
 * does ('do u do physio?', 'can you fit me in?', 'is your clinic open?'), is the clinic addressed, and a report after
 * it with no subject of its own is the writer's ('fell off a ladder this afternoon'). A 'you' in a symptom's own
 * words ('you know when you can't feel your legs …'), a person named before the report ('people who …', 'someone
 * who …'), examples of what was asked about ('like numbness down below'), and a report dated long ago or settled
 * stay as they were; so does a report whose subject is 'who' ('it covers who should get …'). Anyone asked of in a
 * question that tells no symptom ('can the doctor see someone today?') is the writer asking, as 'you' is the clinic.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a question to the clinic, then a report without a subject', () => {
  it.each([
    ['do you do physio? fell off a ladder this afternoon, back is sore', 'trauma-serious-accident'],
    ['do ye do physio? fell off a ladder this afternoon, back is sore', 'trauma-serious-accident'],
    [
      'do u do whiplash claims? came off the bike on the dual carriageway an hour ago, neck killing',
      'trauma-serious-accident',
    ],
    ['do u take walk ins? came off my bike on the motorway an hour ago, back agony', 'trauma-serious-accident'],
    [
      'does the doctor do weekend clinics? came off a motorbike at speed, neck really painful',
      'trauma-serious-accident',
    ],
    ['can you ring me back? fell from scaffolding this morning, back really bad', 'trauma-serious-accident'],
    ['do you have parking? fell off a ladder this afternoon, back is sore', 'trauma-serious-accident'],
    ['do you do phone consults? came off horse this morning, cant feel legs', 'cauda-equina-both-legs'],
    [
      'do you do private appointments, fell down the stairs last night and cant move my legs',
      'cord-compression-walking-or-limbs',
    ],
    ['hi are you open saturday? numb down below since this morning and cant pee', 'cauda-equina-saddle-numbness'],
    ['is your clinic open today? lost control of my bladder this morning, both legs numb', 'cauda-equina-bladder'],
    ['can you see me this week? been wetting myself since yesterday', 'cauda-equina-bladder'],
    ['do you have anything today? cant feel my feet since this morning', 'cauda-equina-both-legs'],
    ['can u help? cant feel my legs, cant walk', 'cauda-equina-both-legs'],
    ['could you fit me in? been sick all day, neck stiff, rash on legs that doesnt fade', 'meningitis-signs'],
    ['would Mr Jones see me today? chest pain going through to my back, sweating', 'heart-attack'],
    [
      'do you deal with sciatica? numb around my bum and cant feel when I wipe since yesterday',
      'cauda-equina-saddle-numbness',
    ],
    [
      'are you still taking new patients? had a fever since sunday and my back is agony, I inject drugs',
      'infection-risk-factors',
    ],
    ['do you do physio? numb down below since this morning, cant pee', 'cauda-equina-saddle-numbness'],
    [
      'r u open today? been sick all day, neck stiff, rash that doesnt fade when pressed with a glass',
      'meningitis-signs',
    ],
    ['do u do sports massage? came off motorbike at 50mph an hour ago, neck agony', 'trauma-serious-accident'],
    ['do you treat sciatica? lost control of bladder this morning, numb down below', 'cauda-equina-bladder'],
    ['will you be open tomorrow? chest pain going into back and arm, sweaty, feel faint', 'heart-attack'],
    ['can you help? took 20 co-codamol an hour ago, feel very sleepy', 'overdose-or-poisoning'],
    [
      'do you guys do scans? fever and shivers since yesterday, back agony, spinal surgery two weeks ago',
      'infection-fever',
    ],
    ['is your clinic open today? numb down below since this morning', 'cauda-equina-saddle-numbness'],
    ['can u do a home visit? both legs gone weak and numb since this morning, cant stand', 'cauda-equina-both-legs'],
    [
      'do you do online appointments? sudden worst headache ever, neck stiff, light hurts eyes',
      'sudden-severe-headache',
    ],
  ])('raises for the writer: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'do you treat people who fell off a ladder?',
    "what would you do if someone can't feel their legs?",
    'do you see patients after car crashes, mine was in 2019',
    "you know when you can't feel your legs after sitting too long",
    'do you treat loss of bladder control?',
    "do you see people who have come off a motorbike? asking for a leaflet I'm writing",
    'would you operate on someone who cant feel their feet?',
    'can you get cauda equina from lifting? just curious',
    'do you do physio? hurt my back gardening last year, all fine now',
    'is it normal for your legs to go numb when you cross them?',
    'do u see whiplash patients? had a minor bump in 2015, fully recovered',
    'do you treat people with numbness down below, or is that A&E?',
    'what should you do if you fall off a ladder?',
    'does Mr Smith operate on people who cant walk? my neighbour was asking in general',
    'can you lose bladder control from a slipped disc?',
    'do you do physio? my back has been stiff for years, nothing new',
    'how do you know if a fall off a ladder is serious? just wondering',
    "do you deal with falls in the elderly? for a talk I'm giving at the WI",
    'can you get cauda equina from lifting? numb bum, wetting yourself, that sort of thing?',
    'do you treat cauda equina? like numbness down below and loss of bladder control?',
    'do you treat sciatica? such as numbness down below',
    'what do you do for people who fall off ladders? surgery or physio?',
    'do you see patients after car crashes? had one in 2019, all healed',
    'you never think it will happen to you. fell off a ladder in 1998 and was fine',
    'I am writing a guideline. Could your lead comment on it? It covers who should get an urgent scan (new bladder disturbance, saddle numbness, both legs weak).',
  ])('raises nothing: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a question about anyone put to the clinic, then a report without a subject', () => {
  it.each([
    ['can the doctor see someone today? numb down below since this morning', 'cauda-equina-saddle-numbness'],
    ['does anyone there do physio? fell off a ladder this afternoon, back is sore', 'trauma-serious-accident'],
    ['is anybody free to talk? cant feel legs since this morning and cant pee', 'cauda-equina-bladder'],
    [
      'do patients need a referral? came off a motorbike on the motorway this morning, neck agony',
      'trauma-serious-accident',
    ],
    ['how long do people wait for an MRI? numb down below since this morning and wet myself', 'cauda-equina-bladder'],
    ['can someone ring back? been sick all day, neck stiff, rash that wont fade', 'meningitis-signs'],
  ])('raises for the writer: %j', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'do you treat people? asking for a friend who fell off a ladder',
    'do you see people with sciatica? numb bum, that kind of thing',
    'would you operate on someone? they cant feel their feet',
    'is it common for people to fall off ladders? just wondering for a project',
    'does anyone know what cauda equina feels like? just curious',
    'do people get numb down below with sciatica? asking generally',
    'can someone explain? say a person falls off a ladder and cant feel their legs, what happens',
    'do you treat people who cant feel their legs? asking for a course',
  ])('raises nothing: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
