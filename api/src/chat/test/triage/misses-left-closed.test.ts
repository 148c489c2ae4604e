/*
 * Readings of language left over after the session's other changes, each found by probing.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('legs numb told with muscle soreness or leg day, or walking hard told with a named workout, in its clause, are its aches', () => {
  it.each([
    'legs went numb after leg day lol, normal for me',
    'hardly able to walk today, doms from the spin class is brutal',
    'smashed leg day yesterday, now I can hardly walk haha doms',
    'lost all feeling in both legs after leg day, doms is a killer',
  ])('leaves ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'cauda-equina-saddle-numbness',
      'did deadlifts this morning and now I have no feeling around my bum and cannot pee',
    ],
    ['cauda-equina-bladder', 'leg day yesterday, doms everywhere, and since last night I cannot pass urine'],
    ['cauda-equina-both-legs', 'both legs have gone numb lol'],
    ['cauda-equina-both-legs', 'both my legs went numb after squats this morning'],
    ['cauda-equina-both-legs', 'did leg day on Monday. Now I cannot feel either leg at all'],
  ])('still raises what no workout accounts for (%s): %j', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a face told dropped to the left or right, or felt to droop, without the word 'side', is a stroke's", () => {
  it.each([
    'my husbands face has fallen to the right and he is slurring',
    "mum's mouth has dropped on the right since lunch",
    'my lip feels like its drooping and I feel odd',
  ])('raises stroke signs: %j', (message) => {
    expect(triageByRules(message)).toContain('stroke-signs');
  });

  it.each([
    'my face always drops when I am exhausted haha',
    'my lip feels like it is drooping since the filling this morning',
    'her face dropped when she saw the bill',
  ])('leaves ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('the way and the time of an unnamed act known, and a time waited for, is a plan', () => {
  it.each([
    'I have worked out exactly how and when, just waiting till my husband goes away',
    'she says she knows how and when, only waiting for payday now',
  ])('raises immediate danger: %j', (message) => {
    expect(triageByRules(message)).toContain('self-harm-immediate-danger');
  });

  it.each([
    'the physio showed me exactly how and when to stretch',
    'I know exactly how and when to use my inhaler',
    'waiting till the weekend to have a proper rest',
  ])('leaves ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a state begun long ago, told after it to have started again or to come more often now, is current', () => {
  it.each([
    ['cauda-equina-both-legs', 'both my feet went numb back in 2015 and it started again on Sunday'],
    ['cauda-equina-both-legs', 'my legs both went weak years ago and now it is happening more often'],
  ])('raises %s: %j', (entry, message) => {
    expect(triageByRules(message)).toContain(entry);
  });

  it.each([
    'both my feet went numb back in 2015, I started again at the gym on Sunday',
    'my legs both went weak years ago after the op, it happens more often than not',
  ])('leaves ordinary: %j', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
