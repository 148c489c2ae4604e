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

describe("a scratch or graze on the skin, as a pet's claws leave, is a mark there, not a pain deep in the back", () => {
  it.each([
    'The puppy jumped up and left a scratch between my shoulder blades, it stings a bit',
    'My cat clawed me between the shoulder blades while I was lying on the floor',
    'Got a small graze between my shoulder blades when the dog dragged me into a hedge haha',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'A scratch from the cat between my shoulder blades, and a deep pain there that wakes me every night',
      'cancer-between-shoulder-blades',
    ],
    ['I cannot even scratch between my shoulder blades, the pain there is too much', 'cancer-between-shoulder-blades'],
    [
      'The cat clawed me between my shoulder blades and now there is a crushing pain there and I am sweating buckets',
      'heart-attack',
    ],
  ])('still raises a pain told beside it: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a scratch or graze on the skin, as a pet's claws leave, is a mark there, not a pain deep in the back", () => {
  it.each([
    'The puppy jumped up and left a scratch between my shoulder blades, it stings a bit',
    'My cat clawed me between the shoulder blades while I was lying on the floor',
    'Got a small graze between my shoulder blades when the dog dragged me into a hedge haha',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'A scratch from the cat between my shoulder blades, and a deep pain there that wakes me every night',
      'cancer-between-shoulder-blades',
    ],
    ['I cannot even scratch between my shoulder blades, the pain there is too much', 'cancer-between-shoulder-blades'],
    [
      'The cat clawed me between my shoulder blades and now there is a crushing pain there and I am sweating buckets',
      'heart-attack',
    ],
  ])('still raises a pain told beside it: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a scratch or graze on the skin, as a pet's claws leave, is a mark there, not a pain deep in the back", () => {
  it.each([
    'The puppy jumped up and left a scratch between my shoulder blades, it stings a bit',
    'My cat clawed me between the shoulder blades while I was lying on the floor',
    'Got a small graze between my shoulder blades when the dog dragged me into a hedge haha',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'A scratch from the cat between my shoulder blades, and a deep pain there that wakes me every night',
      'cancer-between-shoulder-blades',
    ],
    ['I cannot even scratch between my shoulder blades, the pain there is too much', 'cancer-between-shoulder-blades'],
    [
      'The cat clawed me between my shoulder blades and now there is a crushing pain there and I am sweating buckets',
      'heart-attack',
    ],
  ])('still raises a pain told beside it: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});

describe("a programme named by its genre ('a hospital drama', 'a crime thriller') frames a story, not the writer's symptoms", () => {
  it.each([
    'In a hospital drama last night a woman had pain when she sneezed and it was a tumour in her spine. Scary stuff.',
    'In a medical series a woman went numb down below and lost control of her bladder. Gripping telly.',
    'In a crime drama a bloke had back pain between his shoulder blades and it was cancer in the end.',
  ])('is no alarm: "%s"', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });

  it.each([
    [
      'In a hospital drama a man had back pain when he coughed, and I have had the same pain when I cough for six weeks',
      'cancer-pain-on-straining',
    ],
    ['Watching a crime thriller when my legs went numb and I wet myself without feeling it', 'cauda-equina-bladder'],
  ])('still raises the writer\'s own: "%s"', (message, entry) => {
    expect(triageByRules(message)).toContain(entry);
  });
});
