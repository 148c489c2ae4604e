import { accessState, type StaffSession } from '../lib/access-state';

const session: StaffSession = { user: { id: 'user-1' } };

describe('accessState', () => {
  it('is no-session without a session', () => {
    expect(accessState(null, null)).toBe('no-session');
    expect(accessState(undefined, undefined)).toBe('no-session');
  });

  it('is no-session without a session even when roles are given', () => {
    expect(accessState(null, ['admin'])).toBe('no-session');
  });

  it('allows an admin', () => {
    expect(accessState(session, ['admin'])).toBe('allowed');
  });

  it('allows staff', () => {
    expect(accessState(session, ['staff'])).toBe('allowed');
  });

  it('allows a user holding an allowed role among others', () => {
    expect(accessState(session, ['editor', 'staff'])).toBe('allowed');
  });

  it('forbids a user with no roles', () => {
    expect(accessState(session, [])).toBe('forbidden');
  });

  it('forbids when the role lookup failed', () => {
    expect(accessState(session, null)).toBe('forbidden');
    expect(accessState(session, undefined)).toBe('forbidden');
  });

  it('forbids a user with neither admin nor staff', () => {
    expect(accessState(session, ['editor', 'patient'])).toBe('forbidden');
  });

  it('matches role names exactly', () => {
    expect(accessState(session, ['Admin', 'STAFF', ' staff'])).toBe('forbidden');
  });
});
