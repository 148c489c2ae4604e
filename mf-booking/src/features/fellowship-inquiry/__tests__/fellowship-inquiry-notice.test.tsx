import { practiceProfile } from '@clinic/content';
import { renderWithProviders } from '@clinic/ui/testing';
import { screen } from '@testing-library/react';
import { FellowshipInquiryNotice } from '../components/fellowship-inquiry-notice';

describe('FellowshipInquiryNotice', () => {
  it('offers the clinic phone number until the online form arrives', () => {
    renderWithProviders(<FellowshipInquiryNotice />);
    expect(screen.getByText(/online inquiry form is on its way/)).toBeInTheDocument();
    const phoneLink = screen.getByRole('link', { name: practiceProfile.adultStaffPhone });
    expect(phoneLink.getAttribute('href')).toMatch(/^tel:\+44/);
  });
});
