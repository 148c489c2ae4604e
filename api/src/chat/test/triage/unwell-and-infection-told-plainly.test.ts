/*
 * Infection, fever and feeling unwell beside a back or neck pain, told plainly: by the writer, by a carer or by
 * someone who looks after a child, with the look-alikes that stay ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('a spine told as worse with the verb left out, or as growing painful over a while, is a spinal pain', () => {
  it('reads a spine told much worse in note form beside feeling unwell or a fever', () => {
    expect(triageByRules('neck far worse today and I feel shivery and ill')).toContain('infection-fever');
    expect(triageByRules('her lower back a lot worse since the weekend, she seems poorly')).toContain(
      'infection-feeling-unwell',
    );
  });

  it('reads a spine growing painful, its degree between, beside injecting drugs', () => {
    expect(triageByRules('my neck has been getting more and more sore and i use heroin')).toContain(
      'infection-risk-factors',
    );
  });

  it('keeps a symptom that came back worse, an illness that is over and use given up long ago ordinary', () => {
    expect(triageByRules('the rash came back much worse and my arm is itchy')).toEqual([]);
    expect(triageByRules('I felt rough last month with flu, fine now, booking for my back')).toEqual([]);
    expect(triageByRules('I used to inject, clean for ten years now, my back has been getting sore lately')).toEqual(
      [],
    );
    expect(triageByRules("I've got a cold with a temperature, no back pain")).toEqual([]);
  });
});

describe("hot told as one of an ill person's signs, joined to another, is a fever", () => {
  it('reads hot beside a stiff neck, drowsiness or floppiness as a fever', () => {
    expect(triageByRules('my daughter is hot and floppy and has a stiff neck')).toContain('meningitis-signs');
    expect(triageByRules('my grandson is drowsy and hot, complaining his neck hurts')).toContain('meningitis-signs');
    expect(triageByRules('little one impossible to rouse and hot, neck rigid')).toContain('meningitis-signs');
  });

  it('reads the heat told with how hot it is beside floppiness or drowsiness too', () => {
    expect(triageByRules("she's floppy and burning hot and her neck is stiff")).toContain('meningitis-signs');
    expect(triageByRules('my son is drowsy and boiling hot, neck hurts to bend')).toContain('meningitis-signs');
    expect(triageByRules("I'm tired and red hot after the run, neck a bit stiff")).toEqual([]);
  });

  it('keeps hot after exercise, a hot bath or a hot day ordinary', () => {
    expect(triageByRules("he's tired and hot after the match, back a bit sore")).toEqual([]);
    expect(triageByRules('had a hot bath and drowsy afterwards, my neck is stiff')).toEqual([]);
    expect(triageByRules('it was a hot day and I was drowsy, my neck is stiff')).toEqual([]);
  });
});

describe('a spine clutched, or held again and again, is a pain shown', () => {
  it('reads a back or neck clutched or kept held beside feeling unwell', () => {
    expect(triageByRules('grandad is off his food and not himself, keeps clutching his lower back')).toContain(
      'infection-feeling-unwell',
    );
    expect(triageByRules('my nan seems unwell and keeps holding her neck')).toContain('infection-feeling-unwell');
  });

  it('keeps a back held once to steady someone ordinary', () => {
    expect(triageByRules("I was holding his back steady while the nurse took bloods, he's poorly with flu")).toEqual(
      [],
    );
  });
});
