import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../config/load-config';
import { adultBooking } from '../testing/booking-fixtures';
import { freePort, startChildServer, type ChildServer } from '../testing/child-server';
import { eventually } from '../testing/eventually';
import { startLocalReceiver, type LocalReceiver } from '../testing/local-http-receiver';
import { makeDataDir, removeDataDir } from '../testing/test-server';

/**
 * The alert against the real thing: Debian's Prometheus scrapes a running API (a child process, as production runs
 * it) and evaluates the repo's own infra/monitoring/alert-rules.yml, unchanged. Mailgun (a local fake) answers 500
 * to every send, so booking requests wait in the outbox. What is made short is not the rule: the API's
 * DELIVERY_ALERT_AFTER_MINUTES (which the rule reads from clinic_delivery_alert_after_seconds) is 3 seconds, and the
 * temporary Prometheus config scrapes and evaluates every second. DeliveriesStuck keeps its `for: 5m`, so once its
 * condition holds it shows as pending, which is what the test waits for, polling Prometheus's /api/v1/alerts.
 */
jest.setTimeout(180_000);

const PROMETHEUS = '/usr/bin/prometheus';
const installed = fs.existsSync(PROMETHEUS);
const RULES = path.join(findRepoRoot(), 'infra/monitoring/alert-rules.yml');

interface AlertsAnswer {
  data: { alerts: { labels: Record<string, string>; state: 'pending' | 'firing' }[] };
}
interface QueryAnswer {
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
};

(installed ? describe : describe.skip)(
  `DeliveriesStuck in a real Prometheus${installed ? '' : `: skipped, ${PROMETHEUS} is not installed (apt-get install prometheus)`}`,
  () => {
    let mailgun: LocalReceiver;
    let api: ChildServer;
    let prometheus: ChildProcess;
    let prometheusUrl: string;
    let dataDir: string;
    let prometheusDir: string;

    beforeAll(async () => {
      mailgun = await startLocalReceiver(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
      dataDir = makeDataDir();
      const metricsPort = await freePort();
      api = await startChildServer({
        DATA_DIR: dataDir,
        MAILGUN_API_KEY: 'key-test-not-a-secret',
        MAILGUN_DOMAIN: 'mg.clinic.test',
        MAILGUN_URL: mailgun.url,
        METRICS_PORT: String(metricsPort),
        DELIVERY_ALERT_AFTER_MINUTES: '0.05',
        DELIVERY_RETRY_BASE_MS: '200',
        LOG_LEVEL: 'fatal',
      });

      prometheusDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-prometheus-'));
      const config = path.join(prometheusDir, 'prometheus.yml');
      fs.writeFileSync(
        config,
        [
          'global: { scrape_interval: 1s, evaluation_interval: 1s }',
          `rule_files: [${JSON.stringify(RULES)}]`,
          'scrape_configs:',
          `  - { job_name: clinic-api, static_configs: [{ targets: ['127.0.0.1:${metricsPort}'] }] }`,
          '',
        ].join('\n'),
      );
      expect(spawnSync('promtool', ['check', 'config', config]).status).toBe(0);
      const port = await freePort();
      prometheusUrl = `http://127.0.0.1:${port}`;
      prometheus = spawn(
        PROMETHEUS,
        [
          `--config.file=${config}`,
          `--storage.tsdb.path=${path.join(prometheusDir, 'data')}`,
          `--web.listen-address=127.0.0.1:${port}`,
          '--log.level=error',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      await eventually(async () => expect((await fetch(`${prometheusUrl}/-/ready`)).status).toBe(200), {
        timeoutMs: 60_000,
        everyMs: 200,
      });
    });

    afterAll(async () => {
      if (prometheus && prometheus.exitCode === null) {
        const exited = new Promise((resolve) => prometheus.once('exit', resolve));
        prometheus.kill('SIGTERM');
        await exited;
      }
      await api?.stop();
      await mailgun?.close();
      if (prometheusDir) fs.rmSync(prometheusDir, { recursive: true, force: true });
      if (dataDir) removeDataDir(dataDir);
    });

    it('goes pending while Mailgun fails the booking emails', async () => {
      for (const firstName of ['Alert', 'Pending', 'Stuck']) {
        const res = await fetch(`${api.url}/api/bookings`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(adultBooking({ first_name: firstName })),
        });
        expect(res.status).toBe(201);
      }
      await mailgun.received(1);

      const stuck = await eventually(
        async () => {
          const { data } = await getJson<AlertsAnswer>(`${prometheusUrl}/api/v1/alerts`);
          const alert = data.alerts.find((candidate) => candidate.labels.alertname === 'DeliveriesStuck');
          expect(alert?.state).toBe('pending');
          return alert!;
        },
        { timeoutMs: 90_000, everyMs: 500 },
      );
      expect(stuck.labels).toMatchObject({ severity: 'page' });
      expect(['clinic_email', 'acknowledgement_email']).toContain(stuck.labels.channel);

      // Prometheus read the API's failures too, by channel and reason class.
      const query = encodeURIComponent('sum by (reason) (clinic_delivery_failures_total{channel="clinic_email"})');
      const { data } = await getJson<QueryAnswer>(`${prometheusUrl}/api/v1/query?query=${query}`);
      const serverErrors = data.result.find((sample) => sample.metric.reason === 'server_error');
      expect(Number(serverErrors?.value[1])).toBeGreaterThan(0);
    });
  },
);
