import { retentionPeriodText } from '@clinic/content';
import { API_PATHS, RETENTION_PERIOD_ATTRIBUTE, type RetentionPeriods } from '@clinic/contracts';
import type { RunningServer } from '../../server';
import { makeWebRoot, removeWebRoot, startTestServer } from '../../testing/test-server';

/** The privacy notice's table as the build prerenders it: the build's API ran with the defaults. */
const row = (kind: keyof RetentionPeriods, period: string, countedFrom: string) =>
  `<tr><th scope="row">…</th><td><span ${RETENTION_PERIOD_ATTRIBUTE}="${kind}">${period}</span> ${countedFrom}</td></tr>`;
const PRIVACY_PAGE =
  '<!doctype html><html><head><title>Privacy Notice</title><style nonce="__CSP_NONCE__"></style></head><body>' +
  '<table data-testid="retention-periods"><tbody>' +
  row('submissionDays', '365 days', "after the request's last status change") +
  row('spamDays', '30 days', 'after they arrive') +
  row('auditDays', '2,922 days', 'after each entry') +
  '</tbody></table></body></html>';

/** The periods a served page states, in table order. */
const statedPeriods = (html: string) =>
  [...html.matchAll(new RegExp(`<span ${RETENTION_PERIOD_ATTRIBUTE}="(\\w+)">([^<]*)</span>`, 'g'))].map(
    ([, kind, text]) => [kind, text],
  );

describe.each(['development', 'production'])("the privacy notice's retention periods (%s)", (nodeEnv) => {
  let webRoot: string;
  let server: RunningServer;

  beforeAll(async () => {
    webRoot = makeWebRoot({
      'shell/dist/privacy/index.html': PRIVACY_PAGE,
      'shell/dist/404.html': '<title>404</title>',
    });
    server = await startTestServer({
      WEB_ROOT: webRoot,
      NODE_ENV: nodeEnv,
      SUBMISSION_RETENTION_DAYS: '123',
      SPAM_RETENTION_DAYS: '1',
      AUDIT_RETENTION_DAYS: '4000',
    });
  });
  afterAll(async () => {
    await server.stop();
    removeWebRoot(webRoot);
  });

  it('are the configured ones in the served HTML, the first byte, as the API states them to the table', async () => {
    for (let request = 0; request < 2; request += 1) {
      const html = await (await fetch(`${server.url}/privacy`)).text();
      expect(statedPeriods(html)).toEqual([
        ['submissionDays', '123 days'],
        ['spamDays', '1 day'],
        ['auditDays', '4,000 days'],
      ]);
      expect(html).not.toMatch(/365 days|2,922 days/);
      expect(html).toContain("123 days</span> after the request's last status change");
    }
    // The table's island asks the same server later and writes the same text.
    const periods = (await (await fetch(`${server.url}${API_PATHS.retentionPeriods}`)).json()) as RetentionPeriods;
    const html = await (await fetch(`${server.url}/privacy`)).text();
    expect(statedPeriods(html)).toEqual(
      (['submissionDays', 'spamDays', 'auditDays'] as const).map((kind) => [kind, retentionPeriodText(periods[kind])]),
    );
  });
});
