import { captureLogger } from '../../../testing/capture-logger';

describe('logger redaction', () => {
  it('redacts personal data and credentials', () => {
    const { logger, lines } = captureLogger();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', accept: 'text/html' } },
        email: 'top@example.org',
        patient: { firstName: 'Ann', last_name: 'Smith', dateOfBirth: '1970-01-01', phone: '07700900000', id: 'p1' },
        booking: { contact: { email: 'deep@example.org', address: '1 High St' } },
        body: { anything: 'at all' },
        password: 'x',
        token: 'y',
      },
      'hello',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['Bearer abc', 'sid=1', 'example.org', 'Ann', 'Smith', '1970', '07700', 'High St', 'at all']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('text/html');
    expect(text).toContain('"id":"p1"');
  });

  it('redacts the fields of booking requests, fellowship inquiries and their emails', () => {
    const { logger, lines } = captureLogger();
    logger.info(
      {
        submission: { id: 's1', request: { first_name: 'Ann' } },
        inquiry: { name: 'Dr Who', message_id: 'm1' },
        booking: { gp_name: 'Dr GP', relevant_information: 'back pain', membership_number: 'M-1', honeypot: 'spam' },
        mail: { to: 'clinic@x.test', replyTo: 'ann@x.test', subject: 'Request from Ann', text: 'tx', html: '<p>' },
      },
      'stored',
    );
    const text = JSON.stringify(lines);
    for (const secret of ['Ann', 'Dr Who', 'Dr GP', 'back pain', 'M-1', 'spam', 'x.test', '<p>', '"tx"']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"id":"s1"');
    expect(text).toContain('"message_id":"m1"');
  });
});
