import { SERVICE_OFFERINGS } from '../lib/services';
import { telHref } from '@clinic/content';

describe('SERVICE_OFFERINGS', () => {
  it('holds the spec fees and the 30-minute consultation length', () => {
    expect(SERVICE_OFFERINGS).toEqual([
      { id: 'first-consultation', durationMinutes: 30, priceGbp: 400, insured: false },
      { id: 'follow-up', durationMinutes: 30, priceGbp: 300, insured: false },
      { id: 'insured-consultation', durationMinutes: 30, priceGbp: null, insured: true },
    ]);
  });
});

describe('telHref', () => {
  it.each([
    ['020 7946 0001', 'tel:+442079460001'],
    ['(020) 7946-0002', 'tel:+442079460002'],
    ['+44 20 7946 0003', 'tel:+442079460003'],
    ['0044 20 7946 0004', 'tel:+442079460004'],
    ['999', 'tel:999'],
  ])('%s -> %s', (printed, href) => {
    expect(telHref(printed)).toBe(href);
  });
});
