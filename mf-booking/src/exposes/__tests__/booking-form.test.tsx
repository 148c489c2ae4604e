import { screen, within } from '@testing-library/react';
import { renderWithToaster } from '@/testing/render-with-toaster';
import BookingFormExpose from '../booking-form';

describe('mf_booking/booking-form', () => {
  it('renders the named audience form at once, labelled by the heading it is given', async () => {
    renderWithToaster(
      <>
        <h3 id="children-heading">Children</h3>
        <BookingFormExpose formSource="services_children" labelledBy="children-heading" />
      </>,
    );
    const form = await screen.findByRole('form', { name: 'Children' });
    expect(within(form).getByRole('textbox', { name: "Parent's Email" })).toBeInTheDocument();
  });
});
