import { triageByRules } from '../../domain/triage/triage-message';

describe('a pain told gone within the day, or eased away by an everyday comfort, is over', () => {
  it.each([
    'A nagging ache between my shoulder blades at breakfast, it had gone by midday',
    'A dull pain between the shoulder blades on Sunday morning. It disappeared after a long soak in the bath.',
    'My lower back hurt every time I sneezed this morning, gone by the afternoon. Fine to go swimming?',
    'Sore between my shoulder blades when I got up, it eased with a hot shower',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'The ache between my shoulder blades went after a bath, but it is back tonight and worse than before',
      'cancer-between-shoulder-blades',
    ],
    ['Pain between my shoulder blades, gone by teatime, but it keeps coming back', 'cancer-between-shoulder-blades'],
    ['A pain between my shoulder blades that has not gone by the evening', 'cancer-between-shoulder-blades'],
    [
      'My back hurts when I sneeze, it went with a hot shower, yet it is still there every morning',
      'cancer-pain-on-straining',
    ],
  ])('still raises a pain back, not gone or still there: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
