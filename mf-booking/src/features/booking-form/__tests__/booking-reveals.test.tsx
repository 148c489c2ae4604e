import { screen, waitFor, within } from '@testing-library/react';
import { forwardRef, type ComponentProps } from 'react';
import { installFakeFetch } from '@/testing/fake-fetch';
import { findToast } from '@/testing/render-with-toaster';
import { changeText, radio, renderBookingForm, sendButton, setValidForm, textbox } from './booking-form-helpers';

/** Every render of a radio of the form, counted: a press should show its answer without rendering the group again. */
let mockRadioRenders = 0;
jest.mock('@fluentui/react-radio', () => {
  const actual = jest.requireActual<typeof import('@fluentui/react-radio')>('@fluentui/react-radio');
  const CountedRadio = forwardRef<HTMLInputElement, ComponentProps<typeof actual.Radio>>((props, ref) => {
    mockRadioRenders += 1;
    return <actual.Radio ref={ref} {...props} />;
  });
  return { ...actual, Radio: CountedRadio };
});

const hospital = () => within(screen.getByRole('form')).queryByRole('textbox', { name: 'Hospital' });

describe('the booking form’s conditional reveals', () => {
  it('shows the details on their answer without rendering any radio again', async () => {
    const { user } = renderBookingForm();
    expect(hospital()).toBeNull();
    const before = mockRadioRenders;
    await user.click(radio('Yes'));
    expect(hospital()).toBeVisible();
    await user.click(radio('With Insurance'));
    expect(textbox('Membership Number')).toBeVisible();
    await user.click(radio('No'));
    expect(hospital()).toBeNull();
    expect(mockRadioRenders).toBe(before);
  });

  it('empties the details another answer hides and clears their errors, so nothing unseen is checked', async () => {
    const { user } = renderBookingForm();
    setValidForm();
    await user.click(radio('Yes'));
    changeText('Hospital', 'x'.repeat(201));
    await user.click(sendButton());
    expect(await findToast('Validation Error')).toBe('Hospital name must be less than 200 characters');
    await waitFor(() => expect(textbox('Hospital')).toHaveAttribute('aria-invalid', 'true'));

    await user.click(radio('No'));
    await user.click(radio('Yes'));
    expect(textbox('Hospital')).toHaveValue('');
    expect(textbox('Hospital')).not.toHaveAttribute('aria-invalid', 'true');
    // Gone from the field (the toast that reported it stays until it times out).
    expect(within(screen.getByRole('form')).queryByText('Hospital name must be less than 200 characters')).toBeNull();
  });

  it("focuses a reported choice on the visitor's own answer", async () => {
    installFakeFetch({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        fields: [{ path: 'insurance', message: 'Insurance selection is required' }],
      },
    });
    const { user } = renderBookingForm();
    setValidForm();
    await user.click(sendButton());
    expect(await findToast('Validation Error')).toBe('Insurance selection is required');
    await waitFor(() => expect(radio('Without Insurance')).toHaveFocus());
  });
});
