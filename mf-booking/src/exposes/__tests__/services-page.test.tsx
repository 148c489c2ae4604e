import { ISLAND_ATTRIBUTE, ISLAND_BOOT_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@clinic/contracts';
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

  it('renders each form at once inside its island: the island is its only deferral', () => {
    renderWithToaster(<ServicesPageExpose />);
    for (const name of ['Adults', 'Children']) {
      const form = screen.getByRole('form', { name });
      expect(form.parentElement).toHaveAttribute(ISLAND_ATTRIBUTE, 'mf_booking/booking-form');
    }
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
    const ids = Array.from(container.querySelectorAll('input:not([type="hidden"]), textarea'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks each form as an island booting mf_booking/booking-form with its form source and heading', async () => {
    renderWithToaster(<ServicesPageExpose />);
    for (const [name, formSource] of [
      ['Adults', 'services_adult'],
      ['Children', 'services_children'],
    ] as const) {
      const form = await screen.findByRole('form', { name });
      const marker = form.closest(`[${ISLAND_ATTRIBUTE}]`);
      expect(marker).toHaveAttribute(ISLAND_ATTRIBUTE, 'mf_booking/booking-form');
      expect(marker).not.toHaveAttribute(ISLAND_BOOT_ATTRIBUTE);
      const heading = screen.getByRole('heading', { level: 3, name });
      expect(JSON.parse(marker?.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null')).toEqual({
        formSource,
        labelledBy: heading.id,
      });
      // The heading stays static, outside the island.
      expect(marker?.contains(heading)).toBe(false);
    }
  });
});
