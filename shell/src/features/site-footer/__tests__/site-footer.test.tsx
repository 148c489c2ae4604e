import { practiceProfile } from '@clinic/content';
import { renderWithProviders } from '@clinic/ui/testing';
import { screen, within } from '@testing-library/react';
import { SiteFooter } from '../components/site-footer';

describe('site footer', () => {
  it('links the privacy notice, terms and accessibility statement', () => {
    renderWithProviders(<SiteFooter />);
    const links = within(screen.getByRole('navigation', { name: 'Policies' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy notice', '/privacy'],
      ['Terms of use', '/terms'],
      ['Accessibility statement', '/accessibility'],
    ]);
  });

  it("shows the practice's registrations from the profile", () => {
    renderWithProviders(<SiteFooter />);
    const { gmcNumber, icoRegistrationNumber, cqcProviderId } = practiceProfile.registrations;
    const items = within(screen.getByRole('list', { name: 'Registrations' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `GMC number ${gmcNumber}`,
      `ICO registration ${icoRegistrationNumber}`,
      `CQC provider ID ${cqcProviderId}`,
    ]);
  });
});
