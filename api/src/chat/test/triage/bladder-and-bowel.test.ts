/*
 * Cauda equina through the bladder and the bowels: control lost, retention, the need to go not felt, and the everyday
 * "can't go" that is none of these.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('control lost, told through holding on, going or the need to go', () => {
  it('reads retention told in the words of someone who learnt English later', () => {
    expect(triageByRules('from yesterday my father cannot do the wee, he is trying all day')).toEqual([
      'cauda-equina-bladder',
    ]);
    expect(triageByRules('i am try to make wee but no wee come')).toEqual(['cauda-equina-bladder']);
    expect(triageByRules('please can I do a wee before my appointment?')).toEqual([]);
  });

  it('reads bowel and bladder control told through holding on, and thoughts of dying in quotation marks', () => {
    expect(triageByRules('I have to clamp my bottom together or stuff comes out')).toEqual(['cauda-equina-bowel']);
    expect(triageByRules('I only know I need to go when it starts coming out')).toEqual(['cauda-equina-bladder']);
    expect(triageByRules("Dad said if it wasn't for the grandkids he'd have 'called it a day' by now")).toEqual([
      'self-harm-thoughts',
    ]);
  });

  it('reads the loss of the need to go, passive thoughts of dying and a denial by "zero"', () => {
    expect(triageByRules("I don't get the need to go feeling any more, so I go by the clock")).toEqual([
      'cauda-equina-bladder',
    ]);
    expect(triageByRules("Driving I think it would be easier to just go into a wall. Not saying I'd do it")).toEqual([
      'self-harm-thoughts',
    ]);
    expect(triageByRules('Zero numbness in my legs, just a sore back from digging')).toEqual([]);
  });

  it("reads 'not managed to wee' and not being able to 'go' for a day or less as a change in the bladder", () => {
    expect(triageByRules("my wife hasn't managed to pee since she got up, her back is bad")).toContain(
      'cauda-equina-bladder',
    );
    expect(triageByRules("I've not managed a single wee since lunchtime")).toEqual(['cauda-equina-bladder']);
    expect(triageByRules("I haven't been able to go to the loo all afternoon")).toEqual(['cauda-equina-bladder']);
    expect(triageByRules("I haven't been able to go swimming all week because of my back")).toEqual([]);
    expect(triageByRules("haven't been able to go for a poo for four days")).toEqual([]);
  });
});

describe(`"can't go" in everyday chat`, () => {
  it.each([
    ['going to a class', "can't go to my spin class with this neck"],
    ['going out', "I can't go out with my mates at the moment, my back's too stiff"],
    ['going anywhere', 'I cannot go anywhere without my neck clicking'],
    ['doing something', "can't go swimming or cycling since I hurt my lower back"],
    ['going for something else', "I can't go for a jog with my sciatica"],
    ['not going, of an appointment', "sorry, I can't go on Thursday after all, my back is better anyway"],
  ])('reads "can\'t go" %s as no bladder symptom', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-bladder');
  });

  it.each([
    ['after a comma', "I can't go, been on the loo twenty minutes and my back is agony"],
    ['with a need to go', "I'm desperate for a wee but I just can't go"],
    ['told in the sentence after', "Can't go. I've sat on the toilet half an hour now"],
    ['to the toilet', "can't go to the lav at all since this morning"],
    ['for a wee', "I can't go for a pee even though I need one"],
    ['with nothing coming', "I can't seem to go, nothing happens"],
  ])('reads "can\'t go" %s as not passing urine', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe('a limb that feels asleep is not the feeling of needing to go', () => {
  it('does not raise the bladder entry for a verb of feeling before a word of going', () => {
    expect(triageByRules('my hand feels like it has gone to sleep from leaning on the desk')).not.toContain(
      'cauda-equina-bladder',
    );
  });

  it.each([
    ['the feeling named as a noun', 'the feeling that tells me I need a wee has gone completely'],
    ['the urge', 'my arm felt heavy and the urge to pee has disappeared'],
  ])('still raises the bladder entry for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });
});

describe('control lost with what is held left unsaid', () => {
  it.each([
    ['a follow-up turn', "since Sunday he can't hold it in"],
    ['barely held', 'I can barely hold it in until I reach a toilet'],
  ])('raises the bladder entry for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each([
    ['an exercise held in place', "I can't hold it in position for the full thirty seconds"],
    ['something kept in mind', "I can't keep it in my head which stretch comes first"],
  ])('does not raise the bladder entry for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cauda-equina-bladder');
  });
});

describe('going to the toilet told as without any sensation', () => {
  it.each([
    ['bowels', 'this morning she passed a motion without any sensation whatsoever'],
    ['bladder', 'I weed in the shower with zero sensation of it happening'],
  ])('raises cauda equina for %s', (_case, message) => {
    expect(triageByRules(message).some((entry) => entry.startsWith('cauda-equina'))).toBe(true);
  });

  it('does not raise cauda equina for going without any difficulty', () => {
    expect(triageByRules('I opened my bowels without any straining today, no pain at all')).toEqual([]);
  });
});

describe('retention told as nothing that will come, on the toilet or while bursting', () => {
  it.each([
    "I've been on the loo twenty minutes and nothing would come out, my back is killing me",
    "nothing wants to come out even though I'm desperate for a wee",
    "he's been in the bathroom ages, nothing will happen and he's bursting",
  ])('raises the bladder: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cauda-equina-bladder');
  });

  it.each([
    'sat on the toilet reading the paper, nothing will come between me and my sudoku',
    "I'm bursting to tell you that nothing will come out of the meeting",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
