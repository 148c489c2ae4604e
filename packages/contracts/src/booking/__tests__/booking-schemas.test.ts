import {
  BOOKING_FIELD_BY_WIRE,
  BOOKING_FIELD_ORDER,
  BOOKING_FIELD_RULES,
  EMPTY_BOOKING_FORM,
  buildBookingFormSchema,
  buildBookingRequestSchema,
  buildFellowshipInquirySchema,
  clinicToday,
  type BookingFormValues,
} from '..';

const validForm: BookingFormValues = {
  ...EMPTY_BOOKING_FORM,
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phone: '07700 900123',
  visitType: 'first',
  insurance: 'without',
  dateOfBirth: '1990-02-28',
  address: '1 Example Road, London, N1 1AA',
};

const firstMessage = (values: Partial<BookingFormValues>) => {
  const { error } = buildBookingFormSchema().validate({ ...validForm, ...values }, { abortEarly: false });
  return error?.details[0]?.message;
};

describe('booking form schema', () => {
  it('accepts a complete form and trims text', () => {
    const { value, error } = buildBookingFormSchema().validate(validForm);
    expect(error).toBeUndefined();
    expect(value.firstName).toBe('Ada');
  });

  it.each([
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: 'x'.repeat(101) }, 'First name must be less than 100 characters'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: 'x'.repeat(101) }, 'Last name must be less than 100 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.org` }, 'Email must be less than 255 characters'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '1'.repeat(51) }, 'Phone number must be less than 50 characters'],
    [{ visitType: '' as const }, 'Visit type is required'],
    [{ insurance: '' as const }, 'Insurance selection is required'],
    [{ relevantInformation: 'x'.repeat(5001) }, 'Relevant information must be less than 5000 characters'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
    [{ dateOfBirth: '1899-12-31' }, 'Date of birth must be on or after 1 January 1900'],
    [{ dateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future'],
    [{ dateOfBirth: '2001-02-30' }, 'Date of birth must be a real date'],
    [{ address: '' }, 'Address is required'],
    [{ address: 'x'.repeat(501) }, 'Address must be less than 500 characters'],
    [{ authorisationCode: 'x'.repeat(101) }, 'Authorization code must be less than 100 characters'],
    [{ previousScanHospital: 'x'.repeat(201) }, 'Hospital name must be less than 200 characters'],
    [{ previousScanType: 'x'.repeat(201) }, 'Scan type must be less than 200 characters'],
  ] as [Partial<BookingFormValues>, string][])('%s', (values, message) => {
    expect(firstMessage(values)).toBe(message);
  });

  it('reports failures in the spec table order', () => {
    const { error } = buildBookingFormSchema().validate(EMPTY_BOOKING_FORM, { abortEarly: false });
    const failed = error?.details.map((detail) => String(detail.path[0]));
    expect(failed?.[0]).toBe('firstName');
    const positions = failed?.map((name) => BOOKING_FIELD_ORDER.indexOf(name as never)) ?? [];
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('accepts today and 1900-01-01 as dates', () => {
    expect(firstMessage({ dateOfBirth: clinicToday() })).toBeUndefined();
    expect(firstMessage({ dateOfBirth: '1900-01-01' })).toBeUndefined();
  });
});

describe('booking request schema (API body)', () => {
  const body = {
    form_source: 'services_adult',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.org',
    phone: '07700 900123',
    visit_type: 'first',
    insurance: 'with',
    date_of_birth: '1990-02-28',
    address: '1 Example Road',
  };

  it("treats 'No answer' and missing optionals as empty, and drops destination_email", () => {
    const { value, error } = buildBookingRequestSchema().validate({
      ...body,
      previous_scan_date: 'No answer',
      gp_name: 'No answer',
      destination_email: 'attacker@example.org',
      page_slug: '/services-4',
    });
    expect(error).toBeUndefined();
    expect(value.previous_scan_date).toBe('');
    expect(value.gp_name).toBe('');
    expect(value.relevant_information).toBe('');
    expect(value).not.toHaveProperty('destination_email');
  });

  it('refuses unknown fields and unknown forms, naming the field', () => {
    const { error } = buildBookingRequestSchema().validate(
      { ...body, form_source: 'elsewhere', admin: true },
      { abortEarly: false },
    );
    expect(error?.details.map((d) => [d.path.join('.'), d.message])).toEqual(
      expect.arrayContaining([
        ['form_source', 'Unknown form'],
        ['admin', '"admin" is not allowed'],
      ]),
    );
  });

  it('maps each wire name back to its form field', () => {
    for (const name of BOOKING_FIELD_ORDER) expect(BOOKING_FIELD_BY_WIRE[BOOKING_FIELD_RULES[name].wire]).toBe(name);
  });
});

describe('fellowship inquiry schema', () => {
  it('requires name and a valid email; message is optional', () => {
    const schema = buildFellowshipInquirySchema();
    expect(schema.validate({ name: 'Dr Who', email: 'who@example.org' }).error).toBeUndefined();
    expect(schema.validate({ name: '', email: 'who@example.org' }).error?.message).toBe('Name is required');
    expect(schema.validate({ name: 'Dr Who', email: 'nope' }).error?.message).toBe('Invalid email address');
  });
});
