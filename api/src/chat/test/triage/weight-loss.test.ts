/*
 * Weight lost without meaning to: told by the scales, an amount, coming off; and weight lost on purpose or as usual.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe('weight lost unexplained', () => {
  it("reads 'I haven't changed anything' after a weight loss as unexplained, not as a symptom unchanged", () => {
    expect(triageByRules('my trousers are falling off me, down 6 kilos, and I have not changed anything')).toEqual([
      'cancer-weight-loss',
    ]);
    expect(triageByRules('my trousers are falling off me, down 6 kilos, since my new diet')).toEqual([]);
  });

  it.each([
    'Long story, I have had a dodgy back since my twenties. Since the spring I have shed nearly a stone without altering anything, which is odd. Anyway, do you do pilates?',
    'I went down 6 kg over the summer without doing a single thing differently, and my hips ache a bit.',
  ])('reads every wording of a weight lost with no reason given as unexplained: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    'I lost a stone on a calorie plan last year, and since then my back has been fine without changing anything else.',
    'My weight is steady without changing anything, but my knee clicks',
  ])('still sets aside a weight lost for a reason: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-weight-loss');
  });
});

describe('weight loss told by the scales', () => {
  it.each([
    ['kilos down, eating as before', "the scales say she's 7 kg down and she's not eating any differently"],
    ['stone lighter, for no reason', "my dad is nearly 4 stone down this year, he can't explain it"],
  ])('raises weight loss for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it('does not raise weight loss for a loss aimed at', () => {
    expect(triageByRules("I'm a stone lighter since starting my diet, and my back is stiff")).not.toContain(
      'cancer-weight-loss',
    );
  });
});

describe('the weight said to be down by an amount', () => {
  it.each([
    ['kilos', 'my weight is down 6 kilos since spring, eating the same, and my back aches'],
    ['stone', "her weight's gone down nearly a stone, she has no idea why"],
  ])('raises weight loss for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it('does not raise weight loss for weight put down on a leg or a loss aimed at', () => {
    expect(triageByRules('I can put my weight down on my leg again after the sprain')).toEqual([]);
    expect(triageByRules('weight down 3 kg on my slimming plan, back a bit stiff')).not.toContain('cancer-weight-loss');
  });
});

describe('weight told as coming off', () => {
  it('raises weight loss for weight coming off someone with back pain', () => {
    expect(triageByRules('the weight is just coming off him and his back hurts all the time')).toContain(
      'cancer-weight-loss',
    );
  });

  it('does not raise weight loss for a coat coming off', () => {
    expect(triageByRules('my coat came off me in the wind and my back twinged')).toEqual([]);
  });
});

describe("eating 'the same as always' beside weight lost", () => {
  it.each([
    'my weight is dropping, 5 kilos since the summer, I eat the same as always. could that be my sore back?',
    'the weight keeps going down, 4kg in 6 weeks, he eats as much as ever. his back hurts too',
  ])('is weight lost unexplained, not a state unchanged: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    'my back pain is the same as always and I eat the same as usual, just want stretches',
    'carrying the weight going down the stairs hurts my back',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("a weight told as how far down or lighter ('down 6 kilos', '2 stone lighter')", () => {
  it.each([
    'my dad is down 6 kilos, not trying, and his back is sore',
    "I'm 2 stone lighter than in the summer without dieting and my back aches every day",
  ])('raises weight loss: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });

  it.each([
    'carried 20kg down the stairs and hurt my back',
    "I'm down 10kg on slimming world, so pleased, back is better",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe("'weight' lost is no lift of weights", () => {
  it.each([
    'I have lost weight and it hurts my back when I sneeze',
    "she's lost weight and her back hurts when she coughs",
  ])('raises both weight loss and pain on straining: "%s"', (message) => {
    expect(triageByRules(message)).toEqual(expect.arrayContaining(['cancer-weight-loss', 'cancer-pain-on-straining']));
  });

  it.each(['my back hurts when I cough since lifting weights at the gym'])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});

describe('a pound or two over a week is the weight of every day, not a loss to look into', () => {
  it.each([
    'Scales say I am down 1 kg this week without trying, been rushing about more. My back is a bit sore',
    'lost a couple of pounds over the weekend, not dieting, and my lower back aches from the drive',
  ])('is no weight loss: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain('cancer-weight-loss');
  });

  it.each([
    'I keep losing 2lbs a week without trying, 10 weeks now, and my back aches at night',
    'lost 3 lbs this week and nearly a stone since the summer without trying, my back aches',
  ])('still raises a loss over months: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });
});

describe('weight lost on purpose with a slimming medicine or operation', () => {
  it.each([
    'since starting the weight loss jabs ive lost 2 stone and my back hurts less',
    'lost loads on wegovy, can I do pilates with a stiff back?',
    'had a gastric bypass last year and lost weight, now my back is much better',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    'i have lost weight without trying and my back hurts, i am not on any weight loss jabs',
    'lost 2 stone without dieting and my back wakes me every night',
  ])('still raises the weight lost: "%s"', (message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });
});
