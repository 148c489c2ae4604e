/*
 * Readings that review found wanting: a pregnancy beside a lump, a fall down steps, the skin between the shoulder
 * blades, a crash told of 'us'. Each reading is tested with look-alikes both ways, by the rules alone.
 */
import { triageByRules } from '../../domain/triage/triage-message';

const LUMP = 'cancer-lump-or-shape-change';

describe('a pregnancy accounts for a changed curve of the back, never for a lump nor for anything growing', () => {
  it.each([
    ['a lump on the spine, growing', "I'm 31 weeks pregnant and I've found a firm lump on my spine that keeps growing"],
    ['a lump on the back, new', 'pregnant with my second and there is a new lump on my lower back'],
    [
      'a swelling by the shoulder blade',
      'pregnant and I have a swelling over my shoulder blade that keeps getting bigger',
    ],
  ])('still raises a lump for %s', (_case, message) => {
    expect(triageByRules(message)).toContain(LUMP);
  });

  it.each([
    ['a lower back curving more', "I'm 26 weeks pregnant and my lower back has started curving in more"],
    ['a back an odd shape', 'since I got pregnant my back looks a funny shape'],
  ])('does not raise a lump for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain(LUMP);
  });

  // A pregnancy's bump is the baby's, however it grows: no lump, nor a knock (@pregnancy-bump), unless placed on the back.
  it.each([
    ['the bump growing', 'pregnant with twins and the bump is growing so fast'],
    ['the bump told first', 'my bump keeps getting bigger and bigger, I am 30 weeks pregnant'],
    ['a bump by its weeks', 'my 34 week bump has grown loads this fortnight'],
  ])('does not raise a lump for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain(LUMP);
  });

  it('reads the bump as no knock beside thin bones', () => {
    expect(triageByRules('pregnant and the bump keeps getting bigger, I have osteoporosis')).toEqual([]);
  });

  it.each([
    ['a bump placed on the spine', "I'm pregnant and the bump on my spine keeps getting bigger"],
    ['a bump on the spine, sore', 'pregnant and the bump on my lower spine is sore'],
    [
      'a lump told beside the growing bump',
      'pregnant, my baby bump is getting bigger and there is a lump that keeps growing',
    ],
    ['a lump on the back after the bump', 'my 30 week bump is growing and I have a new lump on my lower back'],
  ])('still raises a lump for %s', (_case, message) => {
    expect(triageByRules(message)).toContain(LUMP);
  });
});

describe('a weight lost told by an amount, not by a thing of stone or a load carried down', () => {
  it.each([
    ['a fall down stone steps', 'had a fall down the stone steps at the bus station, back is in agony'],
    ['a load carried down', 'lugged my kilos of shopping down the stone stairs, back is agony now'],
  ])('does not raise weight loss for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('cancer-weight-loss');
  });

  it.each([
    ['a number of kilos down', "I'm down 9kg since March and my back is agony"],
    ['a tenth of a kilo down', 'down 4.3 kg since the new year and my back is agony'],
    ['a half amount of stone down', 'down 1.5 stone since the summer, my back is agony'],
    ['a stone down', 'down a stone without trying and my back is agony'],
    ['a worded amount lighter', 'lighter by three kilos since the spring, back is agony'],
  ])('still raises weight loss for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('cancer-weight-loss');
  });
});

describe('a fall down a flight of steps, as down the stairs, is a serious accident', () => {
  it.each([
    ['a fall taken down stone steps', 'had a fall down the concrete steps at work this morning, my back is agony'],
    ['a tumble down steps named by place', 'tumbled down the church steps last night and my neck is killing me'],
  ])('raises a serious accident for %s', (_case, message) => {
    expect(triageByRules(message)).toContain('trauma-serious-accident');
  });

  it.each([
    ['one step', 'fell down a step this morning and jarred my back'],
    ['walking down steps', 'walked down the stone steps this morning and my back aches'],
    ['a kerb', 'fell down the kerb and my back aches a bit'],
  ])('does not raise a serious accident for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain('trauma-serious-accident');
  });
});

describe('the skin between the shoulder blades, in its own clause, not an ache joined on beside it', () => {
  const UPPER_BACK = 'cancer-between-shoulder-blades';

  it.each([
    ['sunburn there', 'my husband got badly sunburnt between his shoulder blades on holiday'],
    ['a tattoo there', 'booked in for a tattoo between my shoulder blades next month'],
    ['an itch there', 'I keep getting an itchy patch between my shoulder blades that I cannot reach'],
  ])('does not raise upper back pain for %s', (_case, message) => {
    expect(triageByRules(message)).not.toContain(UPPER_BACK);
  });

  it.each([
    [
      'an ache joined on after the rash',
      'there is a rash between my shoulder blades and a deep ache there, worse for weeks',
    ],
    ['an ache told first, the rash joined on', 'a deep gnawing ache between my shoulder blades and an itchy rash'],
    ['the skin in another sentence', 'Got sunburnt on holiday. Now a constant pain between my shoulder blades'],
    ['a pain in one spot', 'a burning pain in one spot between my shoulder blades for a month'],
  ])('still raises upper back pain for %s', (_case, message) => {
    expect(triageByRules(message)).toContain(UPPER_BACK);
  });
});
