import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { findRepoRoot } from '../config/load-config';
import { startTestServer } from '../testing/test-server';

/**
 * infra/monitoring's dashboard and alert rules against what GET /metrics really exports: a renamed or dropped
 * metric fails here, not as an empty panel or an alert that can never fire.
 */
const MONITORING = path.join(findRepoRoot(), 'infra/monitoring');
const TOKEN = 'monitoring-files-test-token-0123456789';

interface Panel {
  id: number;
  type: string;
  title: string;
  targets?: { expr: string }[];
}
interface RuleFile {
  groups: { rules: { alert: string; expr: string }[] }[];
}

/** The API's metric names, histograms with their series' suffixes, from the exposition's TYPE lines. */
const exportedNames = (exposition: string) =>
  new Set(
    [...exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!],
    ),
  );

/** The metric names an expression reads: the API's own prefixes (PromQL functions and labels never start so). */
const namesIn = (expr: string) => [...expr.matchAll(/\b(?:clinic|process|nodejs)_[a-z0-9_]+\b/g)].map(([name]) => name);

describe('infra/monitoring names only metrics the API exports', () => {
  let exported: Set<string>;

  beforeAll(async () => {
    const server = await startTestServer({ METRICS_TOKEN: TOKEN });
    try {
      const res = await fetch(server.metricsUrl!, { headers: { Authorization: `Bearer ${TOKEN}` } });
      exported = exportedNames(await res.text());
    } finally {
      await server.stop();
    }
    expect(exported.has('clinic_outbox_oldest_pending_age_seconds')).toBe(true);
  });

  it('the Grafana dashboard parses, and every panel queries metrics the API exports', () => {
    const dashboard = JSON.parse(
      fs.readFileSync(path.join(MONITORING, 'grafana/dashboards/clinic-operations.json'), 'utf8'),
    ) as { uid: string; panels: Panel[] };
    expect(dashboard.uid).toBe('clinic-operations');
    const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(panels.length).toBeGreaterThan(10);
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    for (const panel of panels) {
      expect({ panel: panel.title, queries: (panel.targets ?? []).length > 0 }).toEqual({
        panel: panel.title,
        queries: true,
      });
      for (const { expr } of panel.targets!) {
        const names = namesIn(expr);
        // `up` is Prometheus's own, for the scrape itself.
        expect(names.length > 0 || /\bup\{/.test(expr)).toBe(true);
        for (const name of names)
          expect({ panel: panel.title, name, exported: exported.has(name) }).toMatchObject({ exported: true });
      }
    }
  });

  it('every alert rule reads metrics the API exports', () => {
    const rules = load(fs.readFileSync(path.join(MONITORING, 'alert-rules.yml'), 'utf8')) as RuleFile;
    for (const rule of rules.groups.flatMap((group) => group.rules)) {
      const names = namesIn(rule.expr);
      expect({ alert: rule.alert, names: names.length > 0 }).toEqual({ alert: rule.alert, names: true });
      for (const name of names)
        expect({ alert: rule.alert, name, exported: exported.has(name) }).toMatchObject({ exported: true });
    }
  });
});
