import { bookingBodyFromFormPost, bookingFormFieldOfWire } from '../booking-form-post';
import { buildBookingRequestSchema } from '../booking-schemas';

const posted = {
  formSource: 'services_children',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '020 7946 0000',
  dateOfBirth: '9/12/2015',
  address: '1 Example Street',
  visitType: 'first',
  gpName: '',
  gpContact: '',
  hadPreviousScans: 'no',
  previousScanHospital: 'Typed, then answered no',
  previousScanDate: '',
  previousScanType: '',
  insurance: 'with',
  insuranceProvider: 'Example Health',
  membershipNumber: '',
  authorisationCode: '',
  relevantInformation: 'Back pain',
  howDidYouHear: '',
  honeypot: '',
};

describe('bookingBodyFromFormPost', () => {
  it("maps the form's names to the request body the JSON schema accepts, dates as yyyy-MM-dd", () => {
    const body = bookingBodyFromFormPost(posted);
    expect(body).toMatchObject({
      form_source: 'services_children',
      first_name: 'Ada',
      date_of_birth: '2015-12-09',
      insurance_provider: 'Example Health',
      relevant_information: 'Back pain',
      honeypot: '',
    });
    const { error, value } = buildBookingRequestSchema().validate(body);
    expect(error).toBeUndefined();
    expect(value).toMatchObject({ visit_type: 'first', had_previous_scans: 'no' });
  });

  it('drops the details that the answers do not reveal, as the form with JavaScript empties them', () => {
    const body = bookingBodyFromFormPost(posted);
    expect(body).not.toHaveProperty('previous_scan_hospital');
    expect(bookingBodyFromFormPost({ ...posted, hadPreviousScans: 'yes' })).toMatchObject({
      previous_scan_hospital: 'Typed, then answered no',
    });
    expect(bookingBodyFromFormPost({ ...posted, insurance: 'without' })).not.toHaveProperty('insurance_provider');
  });

  it('passes unknown names on for the schema to refuse, as own properties only', () => {
    const body = bookingBodyFromFormPost(JSON.parse('{"formSource":"services_adult","__proto__":"x","extra":"y"}'));
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.keys(body)).toEqual(['form_source', '__proto__', 'extra']);
    const { error } = buildBookingRequestSchema().validate(body, { abortEarly: false });
    expect(error?.details.map((detail) => detail.path.join('.'))).toEqual(expect.arrayContaining(['extra']));
  });

  it('names the form control of each body field an error points at', () => {
    expect(bookingFormFieldOfWire('date_of_birth')).toBe('dateOfBirth');
    expect(bookingFormFieldOfWire('form_source')).toBe('formSource');
    expect(bookingFormFieldOfWire('extra')).toBeUndefined();
  });
});
