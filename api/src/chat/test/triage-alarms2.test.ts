import { triageByRules } from '../domain/triage/triage-message';

// The rules alone (triageByRules), so that the second net cannot hide a context rule that fails.
describe('red-flag triage: false alarms set aside, with their red-flag look-alikes', () => {
  it.each([
    'I had a numb backside over the summer, much better now',
    'Back in February I had some very dark thoughts, I saw my GP, much better now and no thoughts like that anymore',
    'the tingling between my shoulder blades I had at Christmas went after a week of physio',
  ])('sets aside an episode weeks or more past that is said to be over: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['a day old, over now', 'I had a numb backside yesterday, it is fine now', 'cauda-equina-saddle-numbness'],
    [
      'this morning, better now',
      'crushing chest pain this morning going into my back, better now',
      'chest-pain-with-back-pain',
    ],
    [
      'long past but coming and going',
      'numb backside since last autumn, fine now but it comes and goes',
      'cauda-equina-saddle-numbness',
    ],
    [
      'long past but back',
      'Back in February I had very dark thoughts, better now but they are back',
      'self-harm-thoughts',
    ],
    [
      'long past and again',
      'I had a numb backside last autumn, fine now, but this week I had it again',
      'cauda-equina-saddle-numbness',
    ],
  ])('still raises a symptom %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'my lower back is sore but it does not get worse when I cough',
    'Lower back aches after work; sneezing does not make my back worse',
    'my back aches in the day, not any worse at night',
    'I wee and poo fine, but my neck aches',
  ])('respects a denial of the red flag’s own quality: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'pain on straining',
      'my lower back is sore from the garden and it gets much worse when I sneeze',
      'cancer-pain-on-straining',
    ],
    [
      'pain on straining, in a sentence of its own',
      'It never gets worse when I sneeze. But coughing makes my back agony.',
      'cancer-pain-on-straining',
    ],
    ['night pain', 'My neck pain is always bad at night, I can not sleep', 'cancer-night-pain'],
  ])('still raises %s told without the denial', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    [
      'a razor taken to the legs for a holiday',
      'she put a razor to her legs for the holiday, can she still do her back exercises?',
    ],
    [
      'a drive into town imagined',
      'I keep imagining driving into the city for the match but my back will not cope with the journey',
    ],
  ])('sets aside %s', (_case, message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    ['a razor taken to the legs', 'she put a razor to her legs last night', 'self-harm-immediate-danger'],
    [
      'a razor taken to the legs to punish',
      'she put a razor to her legs before the holiday to punish herself',
      'self-harm-immediate-danger',
    ],
    ['a crash imagined', 'I keep imagining driving into a tree on the way home', 'self-harm-thoughts'],
    ['a crash into a lorry imagined', 'I keep thinking about driving into the back of a lorry', 'self-harm-thoughts'],
    ['a crash into traffic imagined', 'I keep picturing driving into oncoming traffic', 'self-harm-thoughts'],
  ])('still raises %s', (_case, message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it('reads a medicine’s “it does not work” as the medicine’s', () => {
    expect(triageByRules('my husband takes his codeine for his back but it is not working')).not.toContain(
      'cauda-equina-sexual-function',
    );
    expect(triageByRules('since his back went, it is not working down there')).toContain(
      'cauda-equina-sexual-function',
    );
    expect(triageByRules('in the bedroom it is not working since his fall')).toContain('cauda-equina-sexual-function');
  });

  it('reads a fall off a bike or a horse at a walking pace as no serious accident', () => {
    expect(triageByRules('my daughter fell off her pony at walking pace, her back is a little stiff')).toEqual([]);
    expect(triageByRules('my daughter fell off her pony at full gallop, her back is stiff')).toContain(
      'trauma-serious-accident',
    );
    expect(triageByRules('came off my motorbike at walking pace, back stiff')).toContain('trauma-serious-accident');
  });

  it('reads a symptom said to be long-standing as of long standing', () => {
    expect(
      triageByRules('I have longstanding erection problems that my GP knows about; my lower back is stiff'),
    ).toEqual([]);
    expect(triageByRules('I have new erection problems and my lower back is stiff')).toContain(
      'cauda-equina-sexual-function',
    );
  });

  it('reads a single stumble as a mishap, and stumbling as unsteady walking', () => {
    expect(triageByRules('it was only a stumble on the kerb, my lower back is a bit sore')).toEqual([]);
    expect(triageByRules('Mum stumbles whenever she walks now and her back hurts')).toContain(
      'cord-compression-walking-or-limbs',
    );
    expect(triageByRules('I keep stumbling and my lower back is sore')).toContain('cord-compression-walking-or-limbs');
  });

  it('reads an upper-back ache from sitting as the posture’s, unless other signs come with it', () => {
    expect(triageByRules('the top of my back aches from sitting at the kitchen table doing my tax return')).toEqual([]);
    expect(triageByRules('the top of my back aches from sitting and I have lost two stone without trying')).toContain(
      'cancer-between-shoulder-blades',
    );
  });
});
