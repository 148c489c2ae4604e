import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@clinic/ui/testing';
import { BreadcrumbTrail } from '../components/breadcrumb-trail';

describe('BreadcrumbTrail', () => {
  it('renders nothing on the home page', () => {
    renderWithProviders(<BreadcrumbTrail />, { route: '/' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('links every crumb but the last, which is the current page', () => {
    renderWithProviders(<BreadcrumbTrail />, { route: '/spinal-conditions/general/sciatica' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['spinal-conditions', '/spinal-conditions'],
      ['general', '/spinal-conditions/general'],
    ]);
    const current = within(trail).getByText('sciatica');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('uses friendly labels', () => {
    renderWithProviders(<BreadcrumbTrail />, { route: '/patient-information' });
    expect(screen.getByText('Patient Information')).toHaveAttribute('aria-current', 'page');
  });
});
