/*
 * A place after 'in' or 'at' ('in the changing room', 'at the park') is where the person is, not the subject of the
 * 'is' after it: 'my son in his room is boiling hot' is his fever, 'the room is boiling hot' is the room's heat.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const FEVER = 'infection-fever';

describe('a fever told of someone in or at a place', () => {
  it.each([
    'my son in his room is boiling hot and shivering and his back is really painful',
    'my daughter at the park is burning hot and shivery and says her back hurts',
    'my husband in the office is boiling hot and shivering and his back is agony',
    'my daughter in the hall is boiling hot and shivery, and her lower back aches',
    'my boy in the car is boiling hot and shivery and says his back hurts',
    'my mum at the house is red hot and shivery and her back really hurts',
  ])('raises a fever: %j', (message) => {
    expect(triageByRules(message)).toContain(FEVER);
  });

  it.each([
    'the changing room is boiling hot and my back aches from training',
    'the office is boiling hot today and my back is stiff from the chair',
    'our house is boiling hot in this heatwave, is it ok to use a heat pad on my back?',
    'the car was boiling hot on the drive and my back ached',
    'my son says his room is boiling hot and his back hurts from his bed',
    'we sat in the hall, the hall is boiling hot and my back aches from the chairs',
  ])('raises nothing for a hot place: %j', (message) => {
    expect(triageByRules(message)).not.toContain(FEVER);
  });
});
