import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderWithProviders } from '@clinic/ui/testing';
import { SubmissionsPage } from '../components/submissions-page';
import { staffRolesAtom, staffSessionAtom } from '../stores/staff-access-atoms';

const NO_SESSION = 'You must be logged in to view this page';
const FORBIDDEN = "You don't have permission to view this page. Admin or staff access required.";

function signedInStore(roles: readonly string[] | null) {
  const store = createStore();
  store.set(staffSessionAtom, { user: { id: 'user-1' } });
  store.set(staffRolesAtom, roles);
  return store;
}

describe('SubmissionsPage', () => {
  it('tells a visitor without a session to log in, with a way home', () => {
    renderWithProviders(<SubmissionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Submissions' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${NO_SESSION}$`));
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['no roles', []],
    ['a failed role lookup', null],
    ['neither admin nor staff', ['editor']],
  ] as const)('tells a signed-in user with %s that admin or staff access is required', (_case, roles) => {
    renderWithProviders(<SubmissionsPage />, { store: signedInStore(roles) });
    expect(screen.getByRole('alert')).toHaveTextContent(FORBIDDEN);
    expect(screen.queryByText(NO_SESSION)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows no denial to admin or staff', () => {
    renderWithProviders(<SubmissionsPage />, { store: signedInStore(['staff']) });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Submissions' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Return to Home' })).not.toBeInTheDocument();
  });
});
