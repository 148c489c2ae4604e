/*
 * Ordinary messages of several kinds that look like red flags and must raise nothing. The reports they imitate are in
 * red-flags-of-several-kinds.test.ts.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('look-alikes of the spine at night and on straining, of despair, doses and wounds', () => {
  it.each([
    ['a cause given after the turn', 'my chest is sore but I think it is just a pulled muscle from the bench press'],
    ['a shape change of long ago', 'my back used to be a bit crooked when I was a teenager, physio sorted it'],
    ['a spine said to be better at night', 'my back is a lot better at night now, I sleep fine'],
    ['something that bothers the writer', 'it bothers me that I sleep so badly at night, my back is fine'],
    ['not feeling safe alone in a place', "since my back went I don't feel safe on my own in the bath"],
    ['something daft that is an everyday risk', "I'm scared I'll do something daft like lift the wardrobe on my own"],
    ['not trusting oneself with food', "I don't trust myself with biscuits in the cupboard"],
    ['taking all the tablets somewhere', 'I am going to take all my tablets to the chemist for a medicines review'],
    ['a letter to a doctor', "I've written a letter to my GP about my back"],
    ['no future in a job', "I can't see a future in this job with my back"],
    ['a denial after an exclamation', "oh no, I haven't taken too many tablets, I only asked about the maximum dose"],
    ['a fever before an operation', "I'm booked in for surgery next month and have a temperature, should I tell them?"],
    ['a fever years after an operation', 'I had an operation years ago and now have a temperature with a cold'],
    ['nights up with a baby', "I'm awake most nights with the baby, could that be why my back aches?"],
    ['sleep lost for the heat', "can't sleep for this heat, my back is fine though"],
    ['a number 2 on a list', 'number 2 on my list of questions: do you do pilates?'],
    ['a gap between a scar and something else', "there's a gap between my scar and my belly button, is that normal?"],
    ['dialysis without pain', 'my dad is on dialysis, can he still come to your pilates class?'],
    ['a spine fine on straining', 'my back is fine when I cough, it is just stiff in the mornings'],
    ['a question whether lying in bed hurts', 'does lying in bed all weekend hurt my back?'],
    ['advice on what is bad for the spine at night', 'is sleeping on my front bad for my back at night?'],
    ['a cut while shaving', "he's cut himself shaving, quite deep"],
    ['cutting the grass', "I can't stop cutting the grass every weekend and now my back aches"],
    ['sitting on the edge of the bed', 'I sit on the edge of the bed for ages before I can stand up'],
    ['doses spread over a day', 'I had three doses of paracetamol in 24 hours, is that ok?'],
    ['a question whether pain is worse with age', 'is back pain worse now that I am 50?'],
    ['rest that eases the pain', 'my back eases off when I rest, it only hurts after gardening'],
    ['a puffy face', 'my face is puffy in the mornings and my back is fine'],
    ['a burden on a service', "I don't want to be a burden on the NHS by coming in"],
    ['sleeping long after a walk', 'I could sleep forever after that walk'],
    ['a question whether sitting makes the back worse', 'does sitting all day make my back worse?'],
    ['a few too many drinks', 'had a few too many last night and my back aches'],
    ["a week's worth of shopping", "I carried a week's worth of shopping home and my back is sore"],
    ['a fall that hurt badly', 'I hurt myself badly falling off a ladder last week'],
    ['a burn from the oven', 'he burnt his hand badly on the oven door'],
    ["a carer's schedule", 'I have given my dad his morphine twice daily since the op, is that too long?'],
    ["a carer's schedule, morning and night", 'we gave grandad his paracetamol twice, morning and bedtime'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('look-alikes of despair beside the means, of the bowels, weight, wee and a hot child', () => {
  it.each([
    ['a rope for a tent', "bought a rope for the tent, I don't want to come down with a cold on the trip"],
    ['pills saved for a holiday', 'I have my tablets put aside for the holiday, is that ok for my back?'],
    ['a point about exercises', "I don't see the point of the stretches, my back is no better"],
    ['a last time at the clinic', 'last time you saw me my back was worse'],
    ['a bowel question about working hours', 'do your physios work on bowel problems after surgery?'],
    ['an empty box of tissues', 'the box of tissues is empty and my nose is running'],
    ['empty packets taken for recycling', 'I put the empty tablet packets in the recycling bin'],
    ['thin from training', 'I want to get really thin for my wedding'],
    ['weeds in the garden', 'pulling weeds all day in the garden'],
    ['a hot day', "it's so hot today, my son is boiling in his school jumper"],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('look-alikes of control lost, of pain placed nowhere, and of a roof', () => {
  it.each([
    ['holding on until the loo', "I couldn't hold on much longer so I dashed to the toilet and made it in time"],
    ['a denial after holding back', "I didn't hold back at the gym and there's no numbness anywhere"],
    ['night pain placed in a knee', 'the pain in my knee wakes me every night'],
    ['night pain after an operation', 'since my knee replacement the pain keeps me up at night'],
    ['night waking denied', 'no numbness, not waking me in the night, only stiff after gardening'],
    ['a roof garden', 'we were sat out on the roof garden all evening'],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('look-alikes of the colours of sepsis, a rubbed chest, a fall from a ride, things down below', () => {
  it.each([
    ['lips coloured by a sweet', 'my lips went bluey from the slushie'],
    ['lips blue in the cold sea', 'her lips looked bluey after swimming in the cold sea'],
    ['a chest rubbed dry', 'he rubbed his chest dry with a towel, his back aches from the gym'],
    ['getting off a motorbike', 'he got off his motorbike and stretched his sore back after the long ride'],
    ['a child falling off a scooter', 'my son fell off his scooter in the park and grazed his knee'],
    ['heaters down there', 'the heaters down there have stopped working and my back is cold'],
    [
      'pain each time one bends',
      'my calf is sore from running and my back hurts every time I bend down, breathing is fine',
    ],
    ['a baby screaming on the potty', 'the baby screams when he strains on the potty'],
    ['a shape put right long ago', "my back looked crooked a few years ago before physio, it's straight now"],
    ['lips stained by a drink', "my son's lips look bluey from the grape juice"],
  ])('does not raise %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
