import { practiceProfile } from '@clinic/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferredReply, installFakeFetch } from '@/testing/fake-fetch';
import { findToast } from '@/testing/render-with-toaster';
import {
  fillValidForm,
  radio,
  renderBookingForm,
  sendButton,
  setText,
  setValidForm,
  textbox,
} from './booking-form-helpers';

const ACCEPTED = { status: 201, body: { success: true, id: 'req-1' } };

describe('BookingForm (Adults)', () => {
  it('shows every field in the spec order, with an asterisk on each required one', () => {
    renderBookingForm();
    // The details that an answer reveals are in the form too, hidden until then.
    const shown = Array.from(screen.getByRole('form').querySelectorAll('label.fui-Field__label')).filter(
      (label) => !label.closest('[hidden]'),
    );
    const labels = shown.map((label) => label.textContent?.trim());
    expect(labels).toEqual([
      'First Name*',
      'Last Name*',
      'Email*',
      'Phone*',
      'Date of Birth*',
      'Address*',
      'Visit Type*',
      'GP Name',
      'GP Contact',
      'Have you previously had scans?',
      'Insurance*',
      'Relevant Information',
      'How did you hear about us?',
    ]);
    expect(textbox('Address')).toHaveAttribute('placeholder', 'Full address including postcode');
    // A text area: the street-address autofill token belongs on one (the W3C checker refuses it on an input).
    expect(textbox('Address').tagName).toBe('TEXTAREA');
    expect(textbox('Address')).toHaveAttribute('autocomplete', 'street-address');
    expect(textbox('GP Contact')).toHaveAttribute('placeholder', 'Phone or email');
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('First Name')).toBeRequired();
    expect(sendButton()).toHaveTextContent('Send Request');
  });

  it("ends with the adults' staff phone from the practice profile", () => {
    renderBookingForm();
    const link = within(screen.getByRole('form')).getByRole('link', { name: practiceProfile.adultStaffPhone });
    expect(link.closest('p')).toHaveTextContent(
      `Prefer to speak to someone? Call our staff on ${practiceProfile.adultStaffPhone}.`,
    );
    expect(link.getAttribute('href')).toMatch(/^tel:\+44/);
  });

  it('has an off-screen honeypot that is hidden from assistive technology, unfocusable and never autofilled', () => {
    renderBookingForm();
    const honeypot = screen.getByTestId('booking-honeypot');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    const input = honeypot.querySelector('input');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(within(screen.getByRole('form')).queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });

  it('shows the previous-scan details only on yes, and empties them when the answer changes', async () => {
    const { user } = renderBookingForm();
    expect(within(screen.getByRole('form')).queryByRole('textbox', { name: 'Hospital' })).toBeNull();
    await user.click(radio('Yes'));
    await setText(user, 'Hospital', 'Example Hospital');
    expect(textbox('Date of Previous Scan')).toBeInTheDocument();
    expect(textbox('Type of Scan')).toBeInTheDocument();
    await user.click(radio('No'));
    expect(within(screen.getByRole('form')).queryByRole('textbox', { name: 'Hospital' })).toBeNull();
    await user.click(radio('Yes'));
    expect(textbox('Hospital')).toHaveValue('');
  });

  it("shows the insurance details only on 'With Insurance'", async () => {
    const { user } = renderBookingForm();
    const form = within(screen.getByRole('form'));
    expect(form.queryByRole('textbox', { name: 'Insurance Provider' })).toBeNull();
    await user.click(radio('With Insurance'));
    expect(textbox('Insurance Provider')).toBeInTheDocument();
    expect(textbox('Membership Number')).toBeInTheDocument();
    expect(textbox('Authorisation Code')).toBeInTheDocument();
    await user.click(radio('Without Insurance'));
    expect(form.queryByRole('textbox', { name: 'Insurance Provider' })).toBeNull();
  });

  it("sends the spec's body: snake_case, 'No answer' for empty optionals, yyyy-MM-dd dates, no destination", async () => {
    const fake = installFakeFetch(ACCEPTED);
    const { user } = renderBookingForm();
    await fillValidForm(user);
    await user.click(radio('Yes'));
    await setText(user, 'Hospital', 'Example Hospital');
    await setText(user, 'Date of Previous Scan', '3/4/2020');
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Booking Request Received' });

    expect(fake.mock).toHaveBeenCalledWith('/api/bookings', expect.objectContaining({ method: 'POST' }));
    expect(fake.sentBodies()).toEqual([
      {
        form_source: 'services_adult',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.org',
        phone: '020 7946 0000',
        visit_type: 'first',
        insurance: 'without',
        relevant_information: 'No answer',
        date_of_birth: '1985-12-10',
        address: '1 Example Street, London, N1 1AA',
        insurance_provider: 'No answer',
        membership_number: 'No answer',
        authorisation_code: 'No answer',
        gp_name: 'No answer',
        gp_contact: 'No answer',
        had_previous_scans: 'yes',
        previous_scan_hospital: 'Example Hospital',
        previous_scan_date: '2020-04-03',
        previous_scan_type: 'No answer',
        how_did_you_hear: 'No answer',
        page_slug: '/services-4',
        honeypot: '',
      },
    ]);
  });

  it('neither checks nor sends a detail its answer hides, though its field holds one (typed before the island booted)', async () => {
    const fake = installFakeFetch(ACCEPTED);
    const { user } = renderBookingForm();
    setValidForm();
    // The handover enters the server copy's fields in page order: the answer first, then the hidden detail's value.
    fireEvent.click(radio('No'));
    for (const [name, value] of [
      ['Membership Number', 'MEM-12345'],
      ['Hospital', `Typed before the island ${'x'.repeat(200)}`],
    ]) {
      fireEvent.change(within(screen.getByRole('form')).getByRole('textbox', { name, hidden: true }), {
        target: { value },
      });
    }
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Booking Request Received' });

    const [body] = fake.sentBodies();
    expect(JSON.stringify(body)).not.toMatch(/MEM-12345|Typed before the island/);
    expect(body).toMatchObject({ membership_number: 'No answer', previous_scan_hospital: 'No answer' });
  });

  it("reads 'Sending...' and is disabled while sending, then confirms and starts again on request", async () => {
    const reply = deferredReply();
    installFakeFetch(reply.promise);
    const { user } = renderBookingForm();
    await fillValidForm(user);
    await user.click(sendButton());

    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending...'));
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    reply.resolve(ACCEPTED);

    expect(await findToast('Booking Request Sent')).toBe("We'll contact you soon to confirm your appointment.");
    const heading = await screen.findByRole('heading', { name: 'Booking Request Received' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('form')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect(textbox('First Name')).toHaveValue('');
    expect(textbox('Date of Birth')).toHaveValue('');
    expect(radio('First Consultation')).not.toBeChecked();
    await waitFor(() => expect(textbox('First Name')).toHaveFocus());
  });
});

describe('BookingForm (Children)', () => {
  it("relabels the parent's email and phone and the patient's date of birth, and ends with the children's line", () => {
    renderBookingForm('services_children');
    expect(textbox("Parent's Email")).toBeInTheDocument();
    expect(textbox("Parent's Phone")).toBeInTheDocument();
    expect(textbox("Patient's Date of Birth")).toBeInTheDocument();
    expect(textbox('First Name')).toHaveAttribute('autocomplete', 'off');
    const link = within(screen.getByRole('form')).getByRole('link', { name: practiceProfile.childrenStaffPhone });
    expect(link.closest('p')).toHaveTextContent(
      `Prefer to speak to someone? Call our children's team on ${practiceProfile.childrenStaffPhone}.`,
    );
  });

  it('sends form_source services_children with previous_scans', async () => {
    const fake = installFakeFetch(ACCEPTED);
    const { user } = renderBookingForm('services_children');
    setValidForm({ children: true });
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Booking Request Received' });
    expect(fake.sentBodies()[0]).toMatchObject({
      form_source: 'services_children',
      previous_scans: 'No answer',
      date_of_birth: '1985-12-10',
    });
    expect(fake.sentBodies()[0]).not.toHaveProperty('destination_email');
  });
});

describe('BookingForm failures (spec section 8)', () => {
  async function sendValidForm(...replies: Parameters<typeof installFakeFetch>) {
    installFakeFetch(...replies);
    const rendered = renderBookingForm();
    setValidForm();
    await rendered.user.click(sendButton());
    return rendered;
  }

  it("shows 'Email service failed: {message}' under 'Error' when the server answers with an error", async () => {
    await sendValidForm({
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'Something went wrong', fields: [] },
    });
    expect(await findToast('Error')).toBe('Email service failed: Something went wrong');
    expect(screen.getByRole('form')).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toHaveTextContent('Send Request'));
  });

  it("shows the server's own message when it could not store the request (503), keeping what was typed", async () => {
    const message =
      'Sorry, we could not save your request just now, so nothing was sent. Please try again in a few minutes, or call the clinic on 020 7946 0001 (adults) or 020 7946 0002 (children).';
    await sendValidForm({ status: 503, body: { code: 'STORAGE_UNAVAILABLE', message, fields: [] } });
    expect(await findToast('Error')).toBe(message);
    expect(textbox('First Name')).toHaveValue('Ada');
  });

  it('says the email service failed when the answer lacks success, and keeps the form open', async () => {
    await sendValidForm({ status: 201, body: { id: 'x' } });
    expect(await findToast('Error')).toBe('Email service failed to send booking request');
    expect(textbox('First Name')).toHaveValue('Ada');
  });

  it("shows 'Failed to send booking email: {reason}' when the request is rejected", async () => {
    await sendValidForm(new TypeError('Failed to fetch'));
    expect(await findToast('Error')).toBe('Failed to send booking email: Failed to fetch');
  });

  it('asks to try again shortly after too many requests (429)', async () => {
    await sendValidForm({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many requests', fields: [] },
    });
    expect(await findToast('Too Many Requests')).toBe(
      'Too many requests have been sent from your connection. Please try again shortly.',
    );
  });

  it("puts the server's field errors on the right fields, reporting the first in the spec order", async () => {
    await sendValidForm({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fields: [
          { path: 'address', message: 'Address is required' },
          { path: 'last_name', message: 'Last name is required' },
        ],
      },
    });
    expect(await findToast('Validation Error')).toBe('Last name is required');
    await waitFor(() => expect(textbox('Last Name')).toHaveFocus());
    expect(textbox('Last Name')).toHaveAccessibleDescription('Last name is required');
  });

  it('reports a rejection that carries no Error with its reason too', async () => {
    installFakeFetch();
    globalThis.fetch = jest.fn(() => Promise.reject('offline')) as unknown as typeof fetch;
    const { user } = renderBookingForm();
    setValidForm();
    await user.click(sendButton());
    expect(await findToast('Error')).toBe('Failed to send booking email: offline');
  });
});
