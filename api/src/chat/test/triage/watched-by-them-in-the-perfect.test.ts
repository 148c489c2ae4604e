/*
 * 'They' as the clinicians who watch a known condition, told in the perfect ('an aneurysm they've been keeping an eye
 * on', 'they have been monitoring it'), is no person whose symptoms the next sentence could be: a sudden back pain
 * told after it is the patient's, and with a known aneurysm it is a leak (NHS.UK, 999). A condition watched, with no
 * new pain, stays ordinary.
 */
import { triageByRules } from '../../domain/triage/triage-message';

describe("a condition they've been watching", () => {
  it.each([
    'my nan has an aneurysm they have been monitoring for years. Suddenly terrible pain in her lower back, she is clammy and dizzy',
    "my husband's aneurysm is one they've kept an eye on since 2020. just now sudden agony in his back and he nearly passed out",
    "I've got an aneurysm they have been watching. sudden severe back pain in the last hour and I feel faint",
    "dad's aneurysm they'd been keeping an eye on - this evening sudden bad back pain, grey and sweaty",
    "my wife has a small aneurysm they've been checking yearly. just now sudden awful back pain and she feels like fainting",
    "Uncle Pete has an aneurysm they've been keeping an eye on. an hour ago sudden pain through to his back, pale and sweaty",
  ])('raises the leak of an aneurysm watched: %s', (message) => {
    expect(triageByRules(message)).toContain('aortic-aneurysm-leak');
  });

  it.each([
    "They've been monitoring my scoliosis since I was 12. Is yoga ok?",
    'they have been watching my disc bulge on scans, can I still go to the gym?',
    "my dad's aneurysm is small and they've been keeping an eye on it. what should he avoid lifting?",
    "they've been keeping an eye on my neck arthritis, is swimming a good idea?",
    "They've been checking my bone density every two years, results fine. Can I do pilates?",
    "my mum's aneurysm is one they've been watching, her last scan was stable. Can she fly to Spain?",
  ])('keeps a condition watched ordinary: %s', (message) => {
    expect(triageByRules(message)).toEqual([]);
  });
});
