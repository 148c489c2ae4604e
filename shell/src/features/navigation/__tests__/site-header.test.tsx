import { biographyPath } from '@clinic/content';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@clinic/ui/testing';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { SiteHeader } from '../components/site-header';

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader navigation', () => {
  it('toggles a dropdown on click and opening one closes the other', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/' });
    const about = screen.getByRole('button', { name: 'About' });
    const anatomy = screen.getByRole('button', { name: 'Spinal Anatomy' });

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(anatomy);
    expect(anatomy).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.click(anatomy);
    expect(anatomy).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown and navigates when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'About' }));
    const list = document.getElementById('nav-menu-about')!;
    await user.click(within(list).getByRole('link', { name: 'Biography' }));
    expect(screen.getByTestId('location')).toHaveTextContent(biographyPath());
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/' });
    const conditions = screen.getByRole('button', { name: 'Spinal Conditions' });
    await user.click(conditions);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(conditions).toHaveAttribute('aria-expanded', 'false');
    expect(conditions).toHaveFocus();
  });

  it('closes an open dropdown on a click outside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/' });
    const about = screen.getByRole('button', { name: 'About' });
    await user.click(about);
    await user.click(document.body);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the menu holding the current route', () => {
    renderWithProviders(<SiteHeader />, { route: '/cervical-spinal-anatomy' });
    expect(screen.getByRole('button', { name: 'Spinal Anatomy' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('button', { name: 'About' })).not.toHaveAttribute('data-active');
  });

  it('toggles the mobile menu, which holds the three groups and the booking button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/' });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    const panel = document.getElementById('mobile-menu')!;
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['About', 'Spinal Anatomy', 'Spinal Conditions']);
    expect(within(panel).getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/services');
    await user.click(within(panel).getByRole('link', { name: 'Thoracic' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/spinal-conditions/thoracic');
    expect(panel).not.toBeVisible();
    expect(within(desktopNav()).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the hamburger by what it will do and closes it on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
  });

  it('closes an open menu when the page changes without a menu link (Back, Forward)', async () => {
    const user = userEvent.setup();
    let navigate: NavigateFunction | undefined;
    function NavigateProbe() {
      navigate = useNavigate();
      return null;
    }
    renderWithProviders(
      <>
        <SiteHeader />
        <NavigateProbe />
      </>,
      { route: '/' },
    );
    const about = screen.getByRole('button', { name: 'About' });
    await user.click(about);
    await act(() => navigate?.('/information'));
    expect(screen.getByTestId('location')).toHaveTextContent('/information');
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });
});
