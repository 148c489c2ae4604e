import { triageByRules } from '../domain/triage/triage-message';

const DANGER = 'self-harm-immediate-danger';

describe('danger: a farewell or a note left, and the person cannot be reached', () => {
  it.each([
    'my aunt put up a goodbye message on her page this morning and now no one can get hold of her',
    'he wrote a letter to each of us. his car is gone and he is not picking up',
    'my flatmate left a note on the fridge and now we can not find her',
    'my dad texted farewell to the family group and his phone goes straight to voicemail',
  ])('raises immediate danger: "%s"', (message) => {
    expect(triageByRules(message)).toContain(DANGER);
  });

  it.each([
    'I left a note for the plumber to let himself in, my back is sore from the loft',
    'my wife said goodbye at the airport and is not answering, she is on the plane now',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
