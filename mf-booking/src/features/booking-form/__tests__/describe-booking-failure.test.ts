import { ApiRequestError } from '@/lib/api-client';
import { BookingNotConfirmedError } from '../api/create-booking';
import { describeBookingFailure } from '../lib/describe-booking-failure';

const apiError = (status: number, fields: { path: string; message: string }[] = [], code = 'VALIDATION_FAILED') =>
  new ApiRequestError(status, { code: code as 'VALIDATION_FAILED', message: 'Request refused', fields });

describe('describeBookingFailure', () => {
  it("uses the spec's generic text for a failure that is not an Error", () => {
    expect(describeBookingFailure('something odd')).toMatchObject({
      kind: 'toast',
      body: { defaultMessage: 'There was a problem sending your request. Please try again.' },
    });
  });

  it('maps snake_case and camelCase paths to form fields and ignores unknown ones', () => {
    const failure = describeBookingFailure(
      apiError(400, [
        { path: 'gp_name', message: 'GP name must be less than 200 characters' },
        { path: 'phone', message: 'Phone number is required' },
        { path: 'constructor', message: 'not a field' },
        { path: 'form_source', message: 'Unknown form' },
      ]),
    );
    expect(failure).toEqual({
      kind: 'fields',
      fields: [
        { name: 'gpName', message: 'GP name must be less than 200 characters' },
        { name: 'phone', message: 'Phone number is required' },
      ],
      first: { name: 'phone', message: 'Phone number is required' },
    });
  });

  it("shows the server's message when no error names a form field", () => {
    expect(describeBookingFailure(apiError(400, [{ path: 'form_source', message: 'Unknown form' }]))).toMatchObject({
      kind: 'toast',
      body: { defaultMessage: 'Email service failed: {message}' },
      values: { message: 'Request refused' },
    });
  });

  it('knows a rate limit by its code even behind a proxy that changes the status', () => {
    expect(describeBookingFailure(apiError(503, [], 'RATE_LIMITED'))).toMatchObject({
      body: { id: 'booking.bookingForm.tooManyRequests' },
    });
  });

  it("shows a storage fault's own message (the clinic's phone), not 'Email service failed'", () => {
    const message = 'Sorry, we could not save your request just now, or call the clinic on 020 7946 0001 (adults).';
    expect(
      describeBookingFailure(new ApiRequestError(503, { code: 'STORAGE_UNAVAILABLE', message, fields: [] })),
    ).toEqual({
      kind: 'toast',
      title: expect.objectContaining({ defaultMessage: 'Error' }),
      body: message,
    });
  });

  it('tells an unconfirmed answer apart', () => {
    expect(describeBookingFailure(new BookingNotConfirmedError())).toMatchObject({
      body: { defaultMessage: 'Email service failed to send booking request' },
    });
  });
});
