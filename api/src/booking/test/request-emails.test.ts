import { ageOn, clinicToday } from '@clinic/contracts/booking';
import type { BookingSubmission } from '../data-access/booking-store';
import { renderBookingEmail, renderFellowshipEmail, type EmailSettings } from '../domain/request-emails';
import { adultBooking, childrenBooking } from '../../testing/booking-fixtures';

const SETTINGS: EmailSettings = {
  from: 'Clinic <no-reply@clinic.test>',
  inboxes: { services_adult: 'a@clinic.test', services_children: 'c@clinic.test', fellowship: 'f@clinic.test' },
};

const submission = (request: ReturnType<typeof adultBooking>, createdAt: string): BookingSubmission => {
  const { destination_email: _d, page_slug: _p, ...stored } = request;
  return {
    id: 'b-1',
    created_at: createdAt,
    first_name: request.first_name,
    last_name: request.last_name,
    email: request.email,
    phone: request.phone,
    form_source: request.form_source,
    email_sent: false,
    email_error: null,
    is_spam: false,
    request: { previous_scans: '', relevant_information: '', ...stored } as BookingSubmission['request'],
  };
};

describe("the clinic's emails read like the staff view", () => {
  it('names the form, the choices and the dates in words, and the time received in London', () => {
    const email = renderBookingEmail(submission(adultBooking(), '2026-11-25T15:17:34.139Z'), 'k', SETTINGS);
    expect(email.subject).toBe('New appointment request: Adult booking form from Testy McTestface');
    const age = ageOn('1980-02-29', clinicToday());
    expect(email.text).toContain(`Date of birth: 29 Feb 1980 (age ${age})`);
    expect(email.text).toContain('Visit type: First consultation');
    expect(email.text).toContain('Insurance: With insurance');
    expect(email.text).toContain('Previously had scans: Yes');
    expect(email.text).toContain('Date of previous scan: 1 May 2024');
    expect(email.text).toContain('Received: 25 Nov 2026, 15:17');
    expect(email.text).not.toContain('2026-11-25T');
    expect(email.html).toContain('29 Feb 1980 (age');
  });

  it("gives a parent's request the parent's and the patient's labels, and summer time", () => {
    const email = renderBookingEmail(submission(childrenBooking(), '2026-07-01T09:05:00.000Z'), 'k', SETTINGS);
    expect(email.subject).toBe("New appointment request: Children's booking form from Kiddo Example");
    expect(email.text).toMatch(/^Patient's date of birth: 15 Jun 2015 \(age \d+\)$/m);
    expect(email.text).toContain("Parent's email: parent@example.org");
    expect(email.text).toContain('Visit type: Follow-up appointment');
    expect(email.text).toContain('Insurance: Without insurance');
    expect(email.text).toContain('Date of previous scan: No answer');
    expect(email.text).toContain('Received: 1 Jul 2026, 10:05');
  });

  it('says when a fellowship inquiry arrived in London time', () => {
    const email = renderFellowshipEmail(
      {
        id: 'f-1',
        created_at: '2026-11-25T15:17:34.139Z',
        name: 'Fen Fellow',
        email: 'fen@example.org',
        message: 'Hello',
        email_sent: false,
        email_error: null,
      },
      'k',
      SETTINGS,
    );
    expect(email.text).toContain('Received: 25 Nov 2026, 15:17');
  });
});
