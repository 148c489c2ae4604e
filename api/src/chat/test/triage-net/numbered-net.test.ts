import { netFeatures } from '../../domain/triage/second-net/net-features';
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
    const model: TriageNetModel = {
      classes: ['ordinary', 'a', 'b'],
      bias: [0.5, -1, -1],
      weights: {
        'w:back': [1, 0.75],
        'b:my_back': [1, 0.5, 2, -0.25],
        'b:__case': [2, 3],
        'b:snake__': [1, 0.25],
        'w:~fever': [2, 1.5],
        'r:spinal-pain': [1, 1],
        'm:fever': [2, 0.125],
      },
      temperature: 0.5,
      threshold: 0.5,
      companionAt: { netAlone: 0.01, besideRules: 0.1 },
    };
    expectSameScores(model, [
      'my back hurts, my back really hurts',
      'my back hurts and I have no fever',
      'snake_case word, snake_case again',
      'nothing here at all',
    ]);
    const numbered = new NumberedNet(model);
    const scores = numbered.classProbabilities(readForTriage('my back hurts, my back hurts'));
    expect(scores).not.toEqual(numbered.classProbabilities(readForTriage('hello')));
  });
});
