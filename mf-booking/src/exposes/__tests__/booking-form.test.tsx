import { screen, within } from '@testing-library/react';
import { renderWithToaster } from '@/testing/render-with-toaster';
import { BookingForm } from '@/features/booking-form/components/booking-form';
import { BOOKING_FORM_REGION_ATTRIBUTE } from '@/features/booking-form/lib/server-form-copy';
import BookingFormExpose from '../booking-form';

/** The Adults form as the prerendered services page holds it: the form's HTML inside its region. */
async function prerenderedAdultsForm(): Promise<HTMLElement> {
  const { container, unmount } = renderWithToaster(<BookingForm formSource="services_adult" />);
  await screen.findByRole('textbox', { name: /First Name/ });
  const region = document.createElement('div');
  region.setAttribute(BOOKING_FORM_REGION_ATTRIBUTE, 'services_adult');
  region.innerHTML = container.querySelector('form')!.outerHTML;
  unmount();
  return region;
}

describe('mf_booking/booking-form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

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

  it('takes over what the visitor typed into the prerendered form, and leaves focus where the visitor is', async () => {
    const region = await prerenderedAdultsForm();
    document.body.append(region);
    const copy = within(region);
    (copy.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value = 'Ada';
    copy.getByRole('textbox', { name: /First Name/ }).focus();
    // As the island runtime does: the expose renders while the prerendered form is still in the page. The visitor
    // goes on to the next field before the swap; the shell's hand-over then moves focus to that field's counterpart.
    const { container } = renderWithToaster(<BookingFormExpose formSource="services_adult" labelledBy="adults" />);
    const lastNameInCopy = copy.getByRole('textbox', { name: /Last Name/ });
    lastNameInCopy.focus();

    const form = within(container);
    expect(await form.findByRole('textbox', { name: /First Name/ })).toHaveValue('Ada');
    expect(lastNameInCopy).toHaveFocus();
    expect(form.getByRole('textbox', { name: /First Name/ })).not.toHaveFocus();
  });
});
