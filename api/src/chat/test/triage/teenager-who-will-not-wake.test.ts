import { triageByRules } from '../../domain/triage/triage-message';

const COLLAPSE = 'collapse-unconscious-or-not-breathing';

describe('a teenager who will not wake is unconscious unless the habit is told', () => {
  it.each([
    "my teenager won't wake up and I've been shaking him",
    'my teenage son will not wake up, I keep shouting his name',
    "can't wake my teen this morning, she's all floppy",
    'our teenager is on the floor and we cannot wake her',
    "my 15 year old won't wake up and his breathing sounds odd",
    "teen won't wake up after a party last night, mum's shaking her",
  ])('raises the collapse entry for "%s"', (message) => {
    expect(triageByRules(message)).toContain(COLLAPSE);
  });

  it.each([
    'my teenager will not wake up for school and says his back hurts',
    "my teen won't wake up before midday at weekends, is that bad for his back?",
    'my lazy teenager will not wake up till lunchtime, his posture is awful',
    'teenagers never wake up before noon, my son is the same, he slouches all day',
    'my teenage daughter sleeps in every morning, she complains of back ache',
    'my teen is hard to wake up for college, he says his neck is stiff from his phone',
  ])('raises no collapse for "%s"', (message) => {
    expect(triageByRules(message)).not.toContain(COLLAPSE);
  });
});
