import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { REPO_ROOT } from '../../workspaces/workspaces';

const MONITORING = path.join(REPO_ROOT, 'infra/monitoring');

interface RuleFile {
  groups: { name: string; rules: { alert?: string; expr: string; labels?: Record<string, string> }[] }[];
}
interface RuleTests {
  rule_files: string[];
  tests: { alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[] }[];
}

const readYaml = <T>(file: string) => load(fs.readFileSync(path.join(MONITORING, file), 'utf8')) as T;
const alertNames = () =>
  readYaml<RuleFile>('alert-rules.yml').groups.flatMap((group) => group.rules.flatMap((rule) => rule.alert ?? []));

/** Debian's and Ubuntu's `prometheus` package installs promtool; .ci/run and the api workflow install it. */
const promtoolFound = spawnSync('promtool', ['--version']).status === 0;
const promtool = (...args: string[]) => spawnSync('promtool', args, { cwd: MONITORING, encoding: 'utf8' });

(promtoolFound ? describe : describe.skip)(
  `Prometheus alert rules (infra/monitoring)${promtoolFound ? '' : ': skipped, promtool is not installed (apt-get install prometheus)'}`,
  () => {
    it('pass `promtool check rules`', () => {
      const { status, stdout, stderr } = promtool('check', 'rules', 'alert-rules.yml');
      expect(`${stdout}${stderr}`).toContain(`SUCCESS: ${alertNames().length} rules found`);
      expect(status).toBe(0);
    });

    it('pass their unit tests: `promtool test rules` fires each alert on synthetic series', () => {
      const { status, stdout, stderr } = promtool('test', 'rules', 'alert-rules.test.yml');
      expect(`${stdout}${stderr}`).toContain('SUCCESS');
      expect(status).toBe(0);
      // A day and more of one-minute evaluations (RetentionPurgeNotRun): seconds of CPU, longer on a busy machine.
    }, 180_000);

    it("and the compose stack's Prometheus config passes `promtool check config`", () => {
      const { status, stdout, stderr } = promtool('check', 'config', 'prometheus.yml');
      expect(`${stdout}${stderr}`).toContain('is valid prometheus config file syntax');
      expect(status).toBe(0);
    });
  },
);

describe('every alert', () => {
  const alerts = alertNames();

  it('is the issue list: deliveries, 5xx, readiness, storage, remotes, retention', () => {
    expect(alerts).toEqual(
      expect.arrayContaining([
        'DeliveriesStuck',
        'DeliveryFailures',
        'HighServerErrorRate',
        'RemoteFailingForVisitors',
        'RetentionPurgeNotRun',
        'ApiNotReady',
        'StorageFailures',
      ]),
    );
  });

  it('has a unit test in which it fires (and one where it stays quiet)', () => {
    const tests = readYaml<RuleTests>('alert-rules.test.yml');
    expect(tests.rule_files).toEqual(['alert-rules.yml']);
    const expectations = tests.tests.flatMap((test) => test.alert_rule_test ?? []);
    for (const alert of alerts) {
      const own = expectations.filter((expectation) => expectation.alertname === alert);
      expect({ alert, fires: own.some((expectation) => expectation.exp_alerts.length > 0) }).toEqual({
        alert,
        fires: true,
      });
      expect({ alert, quiet: own.some((expectation) => expectation.exp_alerts.length === 0) }).toEqual({
        alert,
        quiet: true,
      });
    }
  });

  it('has a severity and a section in the README runbook', () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const group of readYaml<RuleFile>('alert-rules.yml').groups)
      for (const rule of group.rules) {
        expect(['page', 'ticket']).toContain(rule.labels?.severity);
        expect(readme).toContain(`#### ${rule.alert}`);
      }
  });
});
