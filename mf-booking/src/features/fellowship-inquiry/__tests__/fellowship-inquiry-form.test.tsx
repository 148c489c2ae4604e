import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, installFakeFetch } from '@/testing/fake-fetch';
import { findToast, renderWithToaster } from '@/testing/render-with-toaster';
import { FellowshipInquiryForm } from '../components/fellowship-inquiry-form';

const field = (name: string) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: /Send Inquiry|Sending/ });

async function fill(user: ReturnType<typeof renderWithToaster>['user'], name: string, email: string, message = '') {
  if (name) await user.type(field('Name'), name);
  if (email) await user.type(field('Email'), email);
  if (message) await user.type(field('Message'), message);
}

describe('FellowshipInquiryForm', () => {
  it('ends with the collection notice linking the privacy notice', () => {
    renderWithToaster(<FellowshipInquiryForm />);
    const form = screen.getByRole('form');
    expect(form).toHaveTextContent('Your inquiry goes to the clinic team');
    expect(within(form).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('marks name and email required, with an email-type input, and the message optional', () => {
    renderWithToaster(<FellowshipInquiryForm />);
    expect(field('Name')).toBeRequired();
    expect(field('Email')).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message')).not.toBeRequired();
    expect(sendButton()).toHaveTextContent('Send Inquiry');
  });

  it.each([
    ['name', '', 'fellow@example.org', 'Name'],
    ['email', 'Dr Fellow', '', 'Email'],
  ])("without a %s: the 'Error' notice, the field marked, and nothing sent", async (_missing, name, email, label) => {
    const fake = installFakeFetch();
    const { user } = renderWithToaster(<FellowshipInquiryForm />);
    await fill(user, name, email);
    await user.click(sendButton());
    expect(await findToast('Error')).toBe('Please fill in all required fields');
    await waitFor(() => expect(field(label)).toHaveFocus());
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.mock).not.toHaveBeenCalled();
  });

  it('refuses an address that is not an email, with the shared message', async () => {
    const fake = installFakeFetch();
    const { user } = renderWithToaster(<FellowshipInquiryForm />);
    await fill(user, 'Dr Fellow', 'not-an-email');
    await user.click(sendButton());
    expect(await findToast('Error')).toBe('Invalid email address');
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(fake.mock).not.toHaveBeenCalled();
  });

  it("sends {name, email, message}, reads 'Sending...' meanwhile, then 'Success!' and clears the fields", async () => {
    const reply = deferredReply();
    const fake = installFakeFetch(reply.promise);
    const { user } = renderWithToaster(<FellowshipInquiryForm />);
    await fill(user, 'Dr Fellow', 'fellow@example.org', 'Spinal deformity, 2027');
    await user.click(sendButton());

    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending...'));
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    reply.resolve({ status: 201, body: { success: true, id: 'inq-1' } });

    expect(await findToast('Success!')).toBe(
      "Your fellowship inquiry has been sent successfully. We'll get back to you soon.",
    );
    expect(fake.mock).toHaveBeenCalledWith('/api/fellowship-inquiries', expect.objectContaining({ method: 'POST' }));
    expect(fake.sentBodies()).toEqual([
      { name: 'Dr Fellow', email: 'fellow@example.org', message: 'Spinal deformity, 2027' },
    ]);
    await waitFor(() => expect(field('Name')).toHaveValue(''));
    expect(field('Email')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(sendButton()).toHaveTextContent('Send Inquiry');
  });

  it("shows the destructive 'Error' notice when sending fails, keeping what was typed", async () => {
    installFakeFetch({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong', fields: [] } });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithToaster(<FellowshipInquiryForm />);
    await fill(user, 'Dr Fellow', 'fellow@example.org');
    await user.click(sendButton());
    expect(await findToast('Error')).toBe('Failed to send inquiry. Please try again later.');
    expect(field('Name')).toHaveValue('Dr Fellow');
    expect(consoleError).toHaveBeenCalledWith('Fellowship inquiry failed:', 'INTERNAL_ERROR');
    consoleError.mockRestore();
  });

  it('asks to try again shortly after too many requests (429)', async () => {
    installFakeFetch({ status: 429, body: { code: 'RATE_LIMITED', message: 'Too many requests', fields: [] } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithToaster(<FellowshipInquiryForm />);
    await fill(user, 'Dr Fellow', 'fellow@example.org');
    await user.click(sendButton());
    expect(await findToast('Error')).toBe(
      'Too many requests have been sent from your connection. Please try again shortly.',
    );
  });

  it("shows the server's message when it could not store the inquiry (503): try later, or call", async () => {
    const message =
      'Sorry, we could not save your request just now, so nothing was sent. Please try again in a few minutes, or call the clinic on 020 7946 0001 (adults) or 020 7946 0002 (children).';
    installFakeFetch({ status: 503, body: { code: 'STORAGE_UNAVAILABLE', message, fields: [] } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithToaster(<FellowshipInquiryForm />);
    await fill(user, 'Dr Fellow', 'fellow@example.org');
    await user.click(sendButton());
    expect(await findToast('Error')).toBe(message);
    expect(field('Email')).toHaveValue('fellow@example.org');
  });
});
