import { deliveryStateOf } from '../domain/delivery-state';

const row = {
  status: 'pending' as const,
  attempts: 0,
  next_attempt_at: Date.parse('2026-03-05T14:32:00Z'),
  last_error: null,
};

describe('deliveryStateOf', () => {
  it('calls spam spam, whatever the record says', () => {
    expect(deliveryStateOf({ is_spam: true, email_sent: false }, undefined)).toEqual({ state: 'spam' });
  });
  it('is sending before the first attempt and while one is in flight without an earlier error', () => {
    expect(deliveryStateOf({ email_sent: false }, row)).toEqual({ state: 'sending' });
    expect(deliveryStateOf({ email_sent: false }, { ...row, attempts: 1 })).toEqual({ state: 'sending' });
  });
  it('is retrying, with when and how often, after a failed attempt', () => {
    expect(deliveryStateOf({ email_sent: false }, { ...row, attempts: 3, last_error: 'Mailgun answered 502' })).toEqual(
      {
        state: 'retrying',
        attempts: 3,
        next_attempt_at: '2026-03-05T14:32:00.000Z',
        error: 'Mailgun answered 502',
      },
    );
  });
  it('has given up once the row is dead, and is sent once it went', () => {
    expect(deliveryStateOf({ email_sent: false }, { ...row, status: 'dead', attempts: 10, last_error: 'x' })).toEqual({
      state: 'gave_up',
      attempts: 10,
      error: 'x',
    });
    expect(deliveryStateOf({ email_sent: true }, { ...row, status: 'sent', attempts: 1 })).toEqual({ state: 'sent' });
  });
});
