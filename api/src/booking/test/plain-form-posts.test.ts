import { FORM_ACTIONS } from '@clinic/contracts';
import { parse } from 'parse5';
import { getAttribute, getTextContent, isElementNode, query, queryAll, type Element } from '@parse5/tools';
import request from 'supertest';
import type { RunningServer } from '../../server';
import { makeDataDir, makeWebRoot, removeDataDir, removeWebRoot, startTestServer } from '../../testing/test-server';
import { nextOutcomes } from '../../testing/booking-fixtures';

// A page as the build prerenders it, reduced to what the server's answer works with: the head, a main with its
// heading, and a form in Fluent's field markup (each control in a .fui-Field after its label), inside an island.
const field = (id: string, label: string, control: string) =>
  `<div class="fui-Field"><label for="${id}">${label}</label>${control}</div>`;

const bookingForm = (formSource: string) =>
  `<div data-island="mf_booking/booking-form" data-island-props="{}"><form method="post" action="${FORM_ACTIONS.booking}">` +
  `<input type="hidden" name="formSource" value="${formSource}">` +
  field(`${formSource}-first`, 'First Name', `<input id="${formSource}-first" name="firstName" value="">`) +
  field(`${formSource}-last`, 'Last Name', `<input id="${formSource}-last" name="lastName" value="">`) +
  field(`${formSource}-email`, 'Email', `<input id="${formSource}-email" name="email" type="email" value="">`) +
  field(`${formSource}-phone`, 'Phone', `<input id="${formSource}-phone" name="phone" value="">`) +
  field(`${formSource}-dob`, 'Date of Birth', `<input id="${formSource}-dob" name="dateOfBirth" value="">`) +
  field(`${formSource}-address`, 'Address', `<textarea id="${formSource}-address" name="address"></textarea>`) +
  `<div class="fui-Field"><label id="${formSource}-visit-label">Visit Type</label><div role="radiogroup">` +
  `<input type="radio" id="${formSource}-first-visit" name="visitType" value="first">` +
  `<input type="radio" id="${formSource}-follow-up" name="visitType" value="follow_up"></div></div>` +
  `<div class="fui-Field"><label>Insurance</label><div role="radiogroup">` +
  `<input type="radio" id="${formSource}-with" name="insurance" value="with" data-aria-controls="${formSource}-cover">` +
  `<input type="radio" id="${formSource}-without" name="insurance" value="without"></div></div>` +
  `<div id="${formSource}-cover" hidden>` +
  field(`${formSource}-provider`, 'Provider', `<input id="${formSource}-provider" name="insuranceProvider" value="">`) +
  `</div>` +
  field(`${formSource}-info`, 'Relevant', `<textarea id="${formSource}-info" name="relevantInformation"></textarea>`) +
  `<input name="honeypot" value=""><button type="submit">Send Request</button></form></div>`;

const page = (title: string, content: string) =>
  `<!doctype html><html><head><title>${title}</title><style nonce="__CSP_NONCE__">body{}</style></head>` +
  `<body><header>Site header</header><main id="main-content"><h1 class="heading">${title}</h1>${content}</main>` +
  `<footer>Site footer</footer></body></html>`;

const WEB_FILES = {
  'shell/dist/services/index.html': page(
    'Services &amp; Appointments',
    bookingForm('services_adult') + bookingForm('services_children'),
  ),
  'shell/dist/previous-fellows/index.html': page(
    'Previous Fellows',
    `<div data-island="mf_booking/fellowship-inquiry-form"><form method="post" action="${FORM_ACTIONS.fellowshipInquiry}">` +
      field('fellow-name', 'Name', '<input id="fellow-name" name="name" value="">') +
      field('fellow-email', 'Email', '<input id="fellow-email" name="email" type="email" value="">') +
      field('fellow-message', 'Message', '<textarea id="fellow-message" name="message"></textarea>') +
      '<button type="submit">Send Inquiry</button></form></div>',
  ),
};

const adultAnswers = (overrides: Record<string, string> = {}) => ({
  formSource: 'services_adult',
  firstName: 'Ada',
  lastName: 'Plainform',
  email: 'ada@example.org',
  phone: '020 7946 0000',
  dateOfBirth: '10/12/1985',
  address: '1 Example Street\nLondon N1 1AA',
  visitType: 'first',
  insurance: 'with',
  insuranceProvider: 'Example Health',
  relevantInformation: 'Back pain',
  honeypot: '',
  ...overrides,
});

const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

const elements = (html: string) => [...queryAll<Element>(parse(html), (node) => isElementNode(node))];
const byId = (html: string, id: string) => elements(html).find((element) => getAttribute(element, 'id') === id);
const titleOf = (html: string) =>
  getTextContent(query(parse(html), (node) => isElementNode(node) && node.tagName === 'title')!);

describe('forms posted without JavaScript', () => {
  let server: RunningServer;
  let dataDir: string;
  let webRoot: string;

  const start = async (env: Record<string, string> = {}) => {
    server = await startTestServer({ DATA_DIR: dataDir, WEB_ROOT: webRoot, ...env });
  };
  const post = (action: string, answers: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
    request(server.url).post(action).set(headers).type('form').send(answers);

  beforeEach(() => {
    dataDir = makeDataDir();
    webRoot = makeWebRoot(WEB_FILES);
  });
  afterEach(async () => {
    await server.stop();
    removeDataDir(dataDir);
    removeWebRoot(webRoot);
  });

  it('stores an adult booking through the same use case and answers the confirmation page in the layout', async () => {
    await start();
    const delivered = nextOutcomes(server.booking.worker, 1, { kind: 'sent', channel: 'clinic_email' });
    const res = await post(FORM_ACTIONS.booking, adultAnswers());
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(res.text)).toBe('Booking Request Received - Services & Appointments');
    expect(res.text).toContain("We'll contact you soon to confirm your appointment.");
    expect(res.text).toMatch(/<a href="\/services" class="plain-form-start-again">Submit Another Request<\/a>/);
    expect(res.text).toContain('<header>Site header</header>');
    expect(res.text).toContain('<footer>Site footer</footer>');
    // The server's own styles carry the page's nonce; the page gains no script.
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    expect(res.text).not.toContain('<script');

    const [summary] = await server.booking.store.listNewestFirst();
    const stored = await server.booking.store.findById(summary?.id ?? '');
    expect(stored).toMatchObject({ form_source: 'services_adult', last_name: 'Plainform', is_spam: false });
    expect(stored?.request).toMatchObject({
      date_of_birth: '1985-12-10',
      insurance_provider: 'Example Health',
      address: '1 Example Street\nLondon N1 1AA',
    });
    const [outcome] = await delivered;
    expect(outcome?.delivery.request_id).toBe(summary?.id);
  });

  it('answers an invalid form 422 with every value kept, an error summary linking to each field, and "Error: "', async () => {
    await start();
    const res = await post(
      FORM_ACTIONS.booking,
      adultAnswers({ firstName: '', email: 'not an email', visitType: '', relevantInformation: '</textarea><b>x' }),
    );
    expect(res.status).toBe(422);
    expect(titleOf(res.text)).toBe('Error: Services & Appointments');
    const summary = elements(res.text).find((element) => getAttribute(element, 'class') === 'plain-form-summary');
    const links = [...queryAll<Element>(summary!, (node) => isElementNode(node) && node.tagName === 'a')];
    // In the order of the fields on the page; a radio group links to its first choice.
    expect(links.map((link) => [getAttribute(link, 'href'), getTextContent(link)])).toEqual([
      ['#services_adult-first', 'First name is required'],
      ['#services_adult-email', 'Invalid email address'],
      ['#services_adult-first-visit', 'Visit type is required'],
    ]);
    const firstName = byId(res.text, 'services_adult-first')!;
    expect(getAttribute(firstName, 'aria-invalid')).toBe('true');
    expect(getAttribute(firstName, 'aria-describedby')).toBe('services_adult-first-error');
    expect(getTextContent(byId(res.text, 'services_adult-first-error')!)).toBe('Error: First name is required');
    // Kept, exactly as typed (escaped in the HTML, so the page holds the text, not markup).
    expect(getAttribute(byId(res.text, 'services_adult-last')!, 'value')).toBe('Plainform');
    expect(getAttribute(byId(res.text, 'services_adult-dob')!, 'value')).toBe('10/12/1985');
    expect(getTextContent(byId(res.text, 'services_adult-info')!)).toBe('</textarea><b>x');
    expect(getAttribute(byId(res.text, 'services_adult-with')!, 'checked')).toBe('');
    expect(getAttribute(byId(res.text, 'services_adult-cover')!, 'hidden')).toBeNull();
    // The form stays plain on this page, and the other form is untouched.
    expect(res.text.match(/data-island="mf_booking\/booking-form"/g)).toHaveLength(1);
    expect(getAttribute(byId(res.text, 'services_children-last')!, 'value')).toBe('');
    expect(await server.booking.store.listNewestFirst()).toEqual([]);
  });

  it('files a children booking under services_children', async () => {
    await start();
    const children = await post(
      FORM_ACTIONS.booking,
      adultAnswers({ formSource: 'services_children', lastName: 'Kid' }),
    );
    expect(children.status).toBe(200);
    const [summary] = await server.booking.store.listNewestFirst();
    expect(summary).toMatchObject({ form_source: 'services_children', last_name: 'Kid' });
  });

  it("stores a fellowship inquiry, mails it and answers the spec's success text", async () => {
    await start();
    const delivered = nextOutcomes(server.booking.worker, 1, { kind: 'sent', channel: 'clinic_email' });
    const inquiry = await post(FORM_ACTIONS.fellowshipInquiry, {
      name: 'Dr Plain',
      email: 'plain@example.org',
      message: 'Hello',
    });
    expect(inquiry.status).toBe(200);
    expect(titleOf(inquiry.text)).toBe('Success! - Previous Fellows');
    expect(inquiry.text).toContain('Your fellowship inquiry has been sent successfully.');
    const [outcome] = await delivered;
    expect(outcome?.delivery.request_kind).toBe('fellowship_inquiry');
    const stored = await server.booking.store.findFellowshipInquiry(outcome?.delivery.request_id ?? '');
    expect(stored).toMatchObject({ name: 'Dr Plain', email: 'plain@example.org' });
  });

  it('treats a filled honeypot as the JSON route does: the same confirmation, stored as spam, nothing sent', async () => {
    await start();
    const res = await post(FORM_ACTIONS.booking, adultAnswers({ honeypot: 'http://spam.example' }));
    expect(res.status).toBe(200);
    const [summary] = await server.booking.store.listNewestFirst();
    expect(await server.booking.store.listDeliveries(summary?.id ?? '')).toEqual([]);
    expect(await server.booking.store.findById(summary?.id ?? '')).toMatchObject({ is_spam: true });
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' }],
    ['Sec-Fetch-Site same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin alone', { Origin: 'https://elsewhere.example' }],
    ['Origin null', { Origin: 'null' }],
  ])('refuses a post from another site (%s) with 403, storing nothing and echoing nothing', async (_label, headers) => {
    await start();
    const res = await post(FORM_ACTIONS.booking, adultAnswers({ lastName: 'Forged' }), headers);
    expect(res.status).toBe(403);
    expect(res.text).toContain('This request came from another website, so it was not sent.');
    expect(res.text).not.toContain('Forged');
    expect(await server.booking.store.listNewestFirst()).toEqual([]);
  });

  it('accepts a post whose Origin is the site itself, or that carries neither header (not a browser)', async () => {
    await start();
    expect((await post(FORM_ACTIONS.booking, adultAnswers(), { Origin: server.url })).status).toBe(200);
    expect((await post(FORM_ACTIONS.booking, adultAnswers(), {})).status).toBe(200);
  });

  it('counts plain and JSON requests against one hourly limit; past it, a 429 page with the values and phone', async () => {
    await start({ BOOKINGS_PER_IP_PER_HOUR: '1' });
    expect((await post(FORM_ACTIONS.booking, adultAnswers())).status).toBe(200);
    expect((await request(server.url).post('/api/bookings').send({})).status).toBe(429);
    const res = await post(FORM_ACTIONS.booking, adultAnswers({ formSource: 'services_children', lastName: 'Later' }));
    expect(res.status).toBe(429);
    expect(res.text).toContain('Too many requests have been sent from your connection.');
    expect(res.text).toMatch(/<a href="tel:\+44\d+" class="plain-form-phone">/);
    expect(getAttribute(byId(res.text, 'services_children-last')!, 'value')).toBe('Later');
    expect(await server.booking.store.listNewestFirst()).toHaveLength(1);
  });

  it('answers a failure to store with 500 and the values kept, never a confirmation', async () => {
    await start();
    jest.spyOn(server.booking.store, 'saveBooking').mockRejectedValueOnce(new Error('disk full'));
    const res = await post(FORM_ACTIONS.booking, adultAnswers());
    expect(res.status).toBe(500);
    expect(res.text).toContain('There was a problem sending your request.');
    expect(getAttribute(byId(res.text, 'services_adult-last')!, 'value')).toBe('Plainform');
    expect(res.text).not.toContain('Booking Request Received');
  });

  it('refuses a body past the size limit (413) and a body that is not a form (415) with a page', async () => {
    await start();
    const tooLarge = await post(FORM_ACTIONS.booking, adultAnswers({ relevantInformation: 'x'.repeat(120_000) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain('Your request could not be read');
    const json = await request(server.url).post(FORM_ACTIONS.booking).set(SAME_ORIGIN).send(adultAnswers());
    expect(json.status).toBe(415);
    expect(await server.booking.store.listNewestFirst()).toEqual([]);
  });

  it('sends a GET of a form action (a bookmark, a reload) to the form page, never reading a query', async () => {
    await start();
    const res = await request(server.url).get(`${FORM_ACTIONS.booking}?firstName=Ada`).redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/services');
  });
});
