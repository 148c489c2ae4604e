/*
 * The collapse and stroke entries told beside a cause that has worn off, a fit that goes on, and breathing that fails
 * in a position: each with the everyday talk that sounds like it (a numb face after the dentist still wearing off, a
 * fit long past, breathlessness known and checked, a trifle named as the cause).
 */
import { triageByRules } from '../../domain/triage/triage-message';

const STROKE = 'stroke-signs';

describe("a change told as starting after a cause wore off is no cause's: the 'wore off' is the cause's, not the symptom's", () => {
  it.each([
    "my mum's face drooped since the anaesthetic wore off",
    "dad's face has dropped on one side, it started after the dentist's injection wore off",
    'her face is drooping on the left once the numbing from her filling had worn off',
    'my husband’s mouth is drooping since his sedation wore off this afternoon',
  ])('raises the stroke entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(STROKE);
  });
  it.each([
    'my face is still numb from the dentist, the anaesthetic is wearing off slowly',
    'half my face feels droopy from the dentist but it wore off by lunch',
    'my lip drooped after the filling but it has worn off now',
  ])('does not raise it for a numbness or droop that is itself over or wearing off: "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(STROKE);
  });
});
