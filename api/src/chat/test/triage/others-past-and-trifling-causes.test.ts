import { triageByRules } from '../../domain/triage/triage-message';

describe("another's broken bone told beside a question of how to keep safe is their past asked about", () => {
  it.each([
    'My brother-in-law came off his roof last spring and broke his neck. Now I get jittery on scaffolding, any safety advice?',
    'My uncle fell down the cellar steps and fractured his spine, how safe are open staircases for kids?',
    "my daughter's friend broke her back falling off a horse, how safe are ponies for a nine year old?",
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'My uncle fell off the roof this morning and broke his back, how safe is it to move him?',
      'trauma-serious-accident',
    ],
    [
      'my dad fell down the stairs and broke his back and now he cannot feel his legs, what do we do?',
      'trauma-serious-accident',
    ],
    ['My uncle fell off the roof and broke his back, how safe is it to move him?', 'trauma-serious-accident'],
    ['I fell off my ladder and broke my back, any safety tips?', 'trauma-serious-accident'],
    [
      'my mum fell off a chair and now her back is agony, how safe are step stools?',
      'trauma-deformity-or-worsening-pain',
    ],
  ])('still raises a break told of now or of oneself: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
