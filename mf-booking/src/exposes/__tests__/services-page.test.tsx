import { practiceProfile } from '@clinic/content';
import { screen, within } from '@testing-library/react';
import { renderWithToaster } from '@/testing/render-with-toaster';
import ServicesPageExpose from '../services-page';

describe('mf_booking/services-page', () => {
  it('shows the Adults and Children booking forms in place of the call-to-request lines', async () => {
    renderWithToaster(<ServicesPageExpose />);
    const adults = await screen.findByRole('form', { name: 'Adults' });
    const children = await screen.findByRole('form', { name: 'Children' });
    expect(within(adults).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(within(children).getByRole('textbox', { name: "Parent's Email" })).toBeInTheDocument();
    expect(within(adults).getByRole('link', { name: practiceProfile.adultStaffPhone })).toBeInTheDocument();
    expect(within(children).getByRole('link', { name: practiceProfile.childrenStaffPhone })).toBeInTheDocument();
    expect(screen.queryByText(/please call/)).toBeNull();
  });

  it('ends each form with the collection notice linking the privacy notice', async () => {
    renderWithToaster(<ServicesPageExpose />);
    for (const name of ['Adults', 'Children']) {
      const link = within(await screen.findByRole('form', { name })).getByRole('link', { name: 'privacy notice' });
      expect(link).toHaveAttribute('href', '/privacy');
    }
  });

  it('gives every field of both forms its own id', async () => {
    const { container } = renderWithToaster(<ServicesPageExpose />);
    await screen.findByRole('form', { name: 'Adults' });
    await screen.findByRole('form', { name: 'Children' });
    const ids = Array.from(container.querySelectorAll('input, textarea'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
