/*
 * Questions about a medicine, which stay raised where a report could share their sentence; and episodes checked and
 * known, or long unchanged: none of these is a red flag of its own, each beside a report in like words that raises.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a medicine's side effect asked about, with thoughts of suicide in its words", () => {
  // Failing towards safety: the question is left raised (a leaflet's warning read gets the Samaritans' number), because
  // the rules cannot tell it from '… suicidal thoughts, I have them' said in the same sentence.
  it('raises the thoughts when the writer claims them, in the same sentence or the next', () => {
    expect(triageByRules('could duloxetine give you suicidal thoughts, I have been getting them all week')).toContain(
      'self-harm-thoughts',
    );
    expect(triageByRules('could duloxetine give you suicidal thoughts? I have been getting them all week')).toContain(
      'self-harm-thoughts',
    );
    expect(triageByRules('I keep having suicidal thoughts. Can citalopram cause that?')).toContain(
      'self-harm-thoughts',
    );
    expect(triageByRules('Can gabapentin trigger suicidal thoughts? My husband has them')).toContain(
      'self-harm-thoughts',
    );
  });

  it('does not raise them when the writer denies having them', () => {
    expect(triageByRules('do you get suicidal thoughts with this? i never have those')).toEqual([]);
  });
});

describe("a medicine's safe amount asked about, with an overdose in its words", () => {
  // Failing towards safety: the question is left raised, because the rules cannot tell it from a count of tablets
  // taken said in the same sentence ('could my tablets cause an overdose, I've taken about 20 of them').
  it('raises an overdose told beside the question, in the same sentence or the next', () => {
    expect(triageByRules("could my tablets cause an overdose, I've taken about 20 of them")).toContain(
      'overdose-or-poisoning',
    );
    expect(
      triageByRules("would taking too much co-codamol be harmful because I think I've had too much today"),
    ).toContain('overdose-or-poisoning');
    expect(triageByRules('I took 30 naproxen, would that cause an overdose?')).toContain('overdose-or-poisoning');
    expect(triageByRules('would my tablets cause an overdose? I took the whole box')).toContain(
      'overdose-or-poisoning',
    );
  });
});

describe('an episode someone looked over and found well, and over', () => {
  it('sets aside a past swallowing or fever after which a clinician checked the child and found them fine', () => {
    expect(
      triageByRules(
        'My toddler swallowed some of my naproxen in March, the hospital checked him and he was fine. Best child locks?',
      ),
    ).toEqual([]);
    expect(
      triageByRules('my son had a high fever last week, the GP examined him and he was fine, any back stretches?'),
    ).toEqual([]);
  });

  it('still raises one that is today, or not over', () => {
    expect(
      triageByRules(
        'My toddler swallowed some of my naproxen this morning, the hospital checked him and he was fine but now he is very drowsy',
      ),
    ).toContain('overdose-or-poisoning');
    expect(triageByRules('My toddler swallowed some of my naproxen an hour ago. He seems fine.')).toContain(
      'overdose-or-poisoning',
    );
  });
});

describe("an illness weeks past told 'now better'", () => {
  it('sets aside a fever dated weeks back and then told over with the now first', () => {
    expect(
      triageByRules(
        'client had a temperature with a sore throat last week, now better, lower back stiff from the sofa. OK to resume pilates?',
      ),
    ).toEqual([]);
  });

  it('still raises a fever of today, or one back again', () => {
    expect(triageByRules('client had a temperature this morning, now better, lower back sore')).toContain(
      'infection-fever',
    );
    expect(
      triageByRules(
        'client had a temperature with a sore throat last week, now better, but today the temperature is back and her lower back is sore',
      ),
    ).toContain('infection-fever');
  });
});

describe("unchanged up to a time of now ('no change until this week')", () => {
  it('raises a long-standing sign told unchanged only until a recent time', () => {
    expect(triageByRules('a numb patch on my bottom for 9 years, no change until this week when it spread')).toContain(
      'cauda-equina-saddle-numbness',
    );
    expect(triageByRules('a numb patch on my bottom for 9 years, no change till yesterday')).toContain(
      'cauda-equina-saddle-numbness',
    );
  });

  it('still sets aside one unchanged for years', () => {
    expect(triageByRules('a numb patch on my bottom for 9 years, no change')).toEqual([]);
  });
});

describe('a sign dated from an event years back and told unchanged', () => {
  it("sets aside one there 'since my op years ago', no change", () => {
    expect(triageByRules('a numb patch on my bottom since my hernia op 9 years ago, no change')).toEqual([]);
    expect(triageByRules('Numbness on one buttock since the epidural decades ago, it has not changed.')).toEqual([]);
  });

  it('still raises one dated from a recent event, or changing now', () => {
    expect(triageByRules('a numb patch on my bottom since my hernia op last month, no change')).toContain(
      'cauda-equina-saddle-numbness',
    );
    expect(
      triageByRules(
        'a numb patch on my bottom since my hernia op 9 years ago, no change until this week when it spread',
      ),
    ).toContain('cauda-equina-saddle-numbness');
  });
});

describe("pain on straining as a named long-term condition's usual state", () => {
  it('sets aside a twinge on opening the bowels told as the usual state of a known bowel condition', () => {
    expect(
      triageByRules('I have IBS and my back twinges when I open my bowels on bad days, have done for years'),
    ).toEqual([]);
  });

  it('still raises it when new, not told as usual, or worse now', () => {
    for (const message of [
      'I have IBS and my back twinges when I open my bowels, since last week',
      'I have IBS and my back twinges when I open my bowels',
      'I have IBS and my back twinges when I open my bowels, have done for years, but now it is much worse',
    ]) {
      expect(triageByRules(message)).toContain('cancer-pain-on-straining');
    }
  });
});
