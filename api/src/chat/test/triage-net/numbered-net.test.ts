import { NET_CLASS_MEMBERS_AT_MOST, netFeatures } from '../../domain/triage/second-net/net-features';
import { WORD_CLASSES } from '../../domain/triage/find-mentions';
import { NumberedNet } from '../../domain/triage/second-net/numbered-net';
import { classProbabilities, TRIAGE_NET, type TriageNetModel } from '../../domain/triage/second-net/triage-net';
import { readForTriage } from '../../domain/triage/triage-message';
import { TRIAGE_CASES } from '../triage-eval/triage-cases';

/** Reading every labelled message takes seconds on a busy machine. */
const SLOW = 120_000;

/** The numbered net must score exactly as the named features do: the same weights, added in the same order. */
const expectSameScores = (model: TriageNetModel, messages: readonly string[]) => {
  const numbered = new NumberedNet(model);
  for (const message of messages) {
    const readings = readForTriage(message);
    expect(numbered.classProbabilities(readings)).toEqual(
      classProbabilities(model, netFeatures(readings), model.temperature),
    );
  }
};

/** The numbered net scores one message otherwise than the other: it reads what weighs. */
const expectScoresApart = (model: TriageNetModel, message: string, other: string) => {
  const numbered = new NumberedNet(model);
  expect(numbered.classProbabilities(readForTriage(message))).not.toEqual(
    numbered.classProbabilities(readForTriage(other)),
  );
};

/** A model of two entries with these weights. */
const testModel = (weights: TriageNetModel['weights']): TriageNetModel => ({
  classes: ['ordinary', 'a', 'b'],
  bias: [0.5, -1, -1],
  weights,
  temperature: 0.5,
  threshold: 0.5,
  companionAt: { netAlone: 0.01, besideRules: 0.1 },
});

describe('the numbered second net', () => {
  it(
    'scores every labelled message exactly as the stored model does on its named features',
    () =>
      expectSameScores(
        TRIAGE_NET,
        TRIAGE_CASES.map((each) => each.message),
      ),
    SLOW,
  );

  it('knows words, pairs (also of the word _), words not reported and concepts, each once per message', () => {
    const model = testModel({
      'w:back': [1, 0.75],
      'b:my_back': [1, 0.5, 2, -0.25],
      'b:__case': [2, 3],
      'b:snake__': [1, 0.25],
      'w:~fever': [2, 1.5],
      'r:spinal-pain': [1, 1],
      'm:fever': [2, 0.125],
    });
    expectSameScores(model, [
      'my back hurts, my back really hurts',
      'my back hurts and I have no fever',
      'snake_case word, snake_case again',
      'nothing here at all',
    ]);
    expectScoresApart(model, 'my back hurts, my back hurts', 'hello');
  });

  it("reads the lexicon's narrow classes of each word, marked as the word is, each once per message", () => {
    const features = netFeatures(readForTriage('my back aches but no problems with my wee'));
    // 'back' is @spine-part (narrow) and @pain-place (broad: read as its word only).
    expect(features).toContain('c:@spine-part');
    expect(features).not.toContain('c:@pain-place');
    expect(WORD_CLASSES.get('back')).toContain('pain-place');
    // 'wee' is @urine-noun, denied: the net reads it as not reported.
    expect(features).toContain('c:~@urine-noun');
    expect(features).not.toContain('c:@urine-noun');
    expect(NET_CLASS_MEMBERS_AT_MOST).toBeGreaterThan(0);
    const model = testModel({
      'w:back': [1, 0.75],
      'c:@spine-part': [1, 0.5],
      'c:~@urine-noun': [2, -0.5],
      'c:@urine-noun': [2, 2],
      'r:spinal-pain': [1, 1],
    });
    expectSameScores(model, ['my spine aches, my lower back aches', 'no problems with my wee', 'my urine is dark']);
    expectScoresApart(model, 'my spine aches', 'my hand aches');
  });
});
