import { BOOKING_FIELD_RULES, clinicToday } from '@clinic/contracts/booking';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch } from '@/testing/fake-fetch';
import { findToast } from '@/testing/render-with-toaster';
import { changeText, radio, renderBookingForm, sendButton, setValidForm, textbox } from './booking-form-helpers';

const tooLong = (max: number) => 'x'.repeat(max + 1);
const tomorrow = () => {
  const [year, month, day] = clinicToday().split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day + 1);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
};

/** The contract's own message where the spec gives none; it must exist. */
const contract = (message: string | undefined): string => {
  if (!message) throw new Error('the contract has no message for this rule');
  return message;
};

/** Reveals the details that show only on a given answer. */
const reveal = {
  scans: () => fireEvent.click(radio('Yes')),
  insurance: () => fireEvent.click(radio('With Insurance')),
};

interface Case {
  label: string;
  value: string;
  message: string;
  before?: () => void;
}

// The spec's validation table (section 5): every rule, with the spec's message where it gives one and the shared
// contract's where it does not.
const CASES: [string, Case][] = [
  ['first name required', { label: 'First Name', value: '', message: 'First name is required' }],
  ['first name only spaces', { label: 'First Name', value: '   ', message: 'First name is required' }],
  [
    'first name max 100',
    { label: 'First Name', value: tooLong(100), message: 'First name must be less than 100 characters' },
  ],
  ['last name required', { label: 'Last Name', value: '', message: 'Last name is required' }],
  [
    'last name max 100',
    { label: 'Last Name', value: tooLong(100), message: 'Last name must be less than 100 characters' },
  ],
  ['email required', { label: 'Email', value: '', message: 'Invalid email address' }],
  ['email invalid', { label: 'Email', value: 'not-an-email', message: 'Invalid email address' }],
  [
    'email max 255',
    { label: 'Email', value: `${'a'.repeat(250)}@example.org`, message: 'Email must be less than 255 characters' },
  ],
  ['phone required', { label: 'Phone', value: '', message: 'Phone number is required' }],
  ['phone max 50', { label: 'Phone', value: '1'.repeat(51), message: 'Phone number must be less than 50 characters' }],
  [
    'relevant information max 5000',
    {
      label: 'Relevant Information',
      value: tooLong(5000),
      message: 'Relevant information must be less than 5000 characters',
    },
  ],
  ['date of birth required', { label: 'Date of Birth', value: '', message: 'Date of birth is required' }],
  [
    'date of birth not a date',
    {
      label: 'Date of Birth',
      value: '31/02/1990',
      message: contract(BOOKING_FIELD_RULES.dateOfBirth.messages.invalid),
    },
  ],
  [
    'date of birth typed wrongly',
    {
      label: 'Date of Birth',
      value: 'last spring',
      message: contract(BOOKING_FIELD_RULES.dateOfBirth.messages.invalid),
    },
  ],
  [
    'date of birth in the future',
    { label: 'Date of Birth', value: tomorrow(), message: contract(BOOKING_FIELD_RULES.dateOfBirth.messages.future) },
  ],
  [
    'date of birth before 1900',
    {
      label: 'Date of Birth',
      value: '31/12/1899',
      message: contract(BOOKING_FIELD_RULES.dateOfBirth.messages.tooEarly),
    },
  ],
  ['address required', { label: 'Address', value: '', message: 'Address is required' }],
  ['address max 500', { label: 'Address', value: tooLong(500), message: 'Address must be less than 500 characters' }],
  [
    'insurance provider max 200',
    {
      label: 'Insurance Provider',
      value: tooLong(200),
      message: contract(BOOKING_FIELD_RULES.insuranceProvider.messages.max),
      before: reveal.insurance,
    },
  ],
  [
    'membership number max 100',
    {
      label: 'Membership Number',
      value: tooLong(100),
      message: contract(BOOKING_FIELD_RULES.membershipNumber.messages.max),
      before: reveal.insurance,
    },
  ],
  [
    'authorisation code max 100',
    {
      label: 'Authorisation Code',
      value: tooLong(100),
      message: 'Authorization code must be less than 100 characters',
      before: reveal.insurance,
    },
  ],
  [
    'GP name max 200',
    { label: 'GP Name', value: tooLong(200), message: contract(BOOKING_FIELD_RULES.gpName.messages.max) },
  ],
  [
    'GP contact max 200',
    { label: 'GP Contact', value: tooLong(200), message: contract(BOOKING_FIELD_RULES.gpContact.messages.max) },
  ],
  [
    'previous scan hospital max 200',
    {
      label: 'Hospital',
      value: tooLong(200),
      message: 'Hospital name must be less than 200 characters',
      before: reveal.scans,
    },
  ],
  [
    'previous scan date in the future',
    {
      label: 'Date of Previous Scan',
      value: tomorrow(),
      message: contract(BOOKING_FIELD_RULES.previousScanDate.messages.future),
      before: reveal.scans,
    },
  ],
  [
    'previous scan type max 200',
    {
      label: 'Type of Scan',
      value: tooLong(200),
      message: 'Scan type must be less than 200 characters',
      before: reveal.scans,
    },
  ],
  [
    'how did you hear max 500',
    {
      label: 'How did you hear about us?',
      value: tooLong(500),
      message: contract(BOOKING_FIELD_RULES.howDidYouHear.messages.max),
    },
  ],
];

describe('booking form validation (spec section 5)', () => {
  beforeEach(() => {
    installFakeFetch();
  });

  it.each(CASES)('%s', async (_name, { label, value, message, before }) => {
    const { user } = renderBookingForm();
    setValidForm();
    before?.();
    changeText(label, value);
    await user.click(sendButton());

    expect(await findToast('Validation Error')).toBe(message);
    const field = textbox(label);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['visitType', 'Visit type is required', 'First Consultation'],
    ['insurance', 'Insurance selection is required', 'With Insurance'],
  ] as const)('a missing %s choice: %s, focused on its first option', async (omit, message, firstOption) => {
    const { user } = renderBookingForm();
    setValidForm({ omit });
    await user.click(sendButton());

    expect(await findToast('Validation Error')).toBe(message);
    await waitFor(() => expect(radio(firstOption)).toHaveFocus());
    const group = screen.getByRole('radiogroup', {
      name: new RegExp(omit === 'visitType' ? 'Visit Type' : 'Insurance'),
    });
    expect(group).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('reports only the first failing field, in the spec order, and shows no other message', async () => {
    const { user } = renderBookingForm();
    changeText('Address', tooLong(500));
    await user.click(sendButton());

    expect(await findToast('Validation Error')).toBe('First name is required');
    expect(textbox('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Address')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Address must be less than 500 characters')).not.toBeInTheDocument();
  });

  it('clears the inline message once the reported field is put right', async () => {
    const { user } = renderBookingForm();
    setValidForm();
    changeText('Last Name', '');
    await user.click(sendButton());
    expect(await findToast('Validation Error')).toBe('Last name is required');

    await user.type(textbox('Last Name'), 'Lovelace');
    await waitFor(() => expect(textbox('Last Name')).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Last name is required', { selector: '.fui-Field__validationMessage' })).toBeNull();
  });
});
