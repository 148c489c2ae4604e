import {
  DATA_SUBJECT_EMAIL_MESSAGE,
  dataSubjectQuerySchema,
  ERASURE_REASON_MAX,
  ERASURE_REASON_MESSAGE,
  eraseRequestSchema,
  type EraseRequestBody,
} from '..';

const messages = (result: { error?: { details: { message: string }[] } }) =>
  result.error?.details.map((detail) => detail.message) ?? [];

describe('the erasure body', () => {
  it('takes a trimmed reason up to the limit', () => {
    const { value, error } = eraseRequestSchema.validate({ reason: '  Asked in writing ' });
    expect(error).toBeUndefined();
    expect(value).toEqual<EraseRequestBody>({ reason: 'Asked in writing' });
    expect(eraseRequestSchema.validate({ reason: 'x'.repeat(ERASURE_REASON_MAX) }).error).toBeUndefined();
  });

  it.each([
    [{}],
    [{ reason: '' }],
    [{ reason: '   ' }],
    [{ reason: 'x'.repeat(ERASURE_REASON_MAX + 1) }],
    [{ reason: 7 }],
  ])('refuses %j with one message', (body) => {
    expect(messages(eraseRequestSchema.validate(body))).toEqual([ERASURE_REASON_MESSAGE]);
  });

  it('refuses unknown keys', () => {
    expect(eraseRequestSchema.validate({ reason: 'ok', content: 'x' }).error).toBeDefined();
  });
});

describe('the subject access query', () => {
  it('takes an address, trimmed, keeping its case (matching ignores case later)', () => {
    expect(dataSubjectQuerySchema.validate({ email: ' Pat@Example.org ' }).value).toEqual({ email: 'Pat@Example.org' });
  });

  it.each([[{}], [{ email: '' }], [{ email: 'not-an-address' }], [{ email: `${'a'.repeat(250)}@example.org` }]])(
    'refuses %j',
    (query) => {
      expect(messages(dataSubjectQuerySchema.validate(query))).toEqual([DATA_SUBJECT_EMAIL_MESSAGE]);
    },
  );
});
