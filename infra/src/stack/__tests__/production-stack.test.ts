import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { REMOTE_FOLDERS, REMOTE_URL_ENV_NAMES } from '@clinic/contracts/remotes';
import { REPO_ROOT } from '../../workspaces/workspaces';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** CONFIG_ENV_NAMES as written in the API's config schema (infra never imports an app), plus the registry's. */
function apiEnvNames(): string[] {
  const schema = read('api/src/config/config-schema.ts');
  const list = /export const CONFIG_ENV_NAMES = \[([\s\S]*?)\] as const;/.exec(schema)?.[1] ?? '';
  const names = [...list.matchAll(/'([A-Z0-9_]+)'/g)].map((match) => match[1]!);
  expect(list).toContain('...REMOTE_URL_ENV_NAMES');
  return [...names, ...REMOTE_URL_ENV_NAMES];
}

interface Service {
  environment?: Record<string, string>;
  entrypoint?: string[];
  build?: { target?: string };
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
}

interface Compose {
  services: Record<string, Service>;
}

/** The paths a healthcheck fetches. */
const checkedPaths = (service: Service | undefined) =>
  (service?.healthcheck?.test ?? []).join(' ').match(/\/api\/health\/[a-z]+/g) ?? [];

describe('infra/docker-compose.yml', () => {
  const compose = load(read('infra/docker-compose.yml')) as Compose;

  it('runs nginx, two API instances, MongoDB as a single-node replica set, Prometheus and Grafana', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api-1', 'api-2', 'grafana', 'mongo', 'nginx', 'prometheus']);
    expect(compose.services.nginx?.build?.target).toBe('web');
    expect(compose.services.mongo?.entrypoint?.join(' ')).toMatch(/--replSet rs0/);
    expect(compose.services['api-1']?.environment?.MONGODB_URI).toMatch(/replicaSet=rs0/);
  });

  it('checks the instances are ready before nginx starts, and nginx through itself to a live instance', () => {
    for (const instance of ['api-1', 'api-2']) {
      expect(checkedPaths(compose.services[instance])).toEqual(['/api/health/ready']);
      expect(compose.services.nginx?.depends_on).toMatchObject({ [instance]: { condition: 'service_healthy' } });
    }
    expect(checkedPaths(compose.services.nginx)).toEqual(['/api/health/live']);
  });

  it("has Prometheus scrape each instance's metrics port with the repo's alert rules, and Grafana the dashboards", () => {
    const metricsPort = compose.services['api-1']?.environment?.METRICS_PORT;
    expect(metricsPort).toMatch(/^\d+$/);
    const prometheus = load(read('infra/monitoring/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    expect(prometheus.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets))).toEqual([
      `api-1:${metricsPort}`,
      `api-2:${metricsPort}`,
    ]);
    expect(prometheus.scrape_configs[0]?.job_name).toBe('clinic-api');
    const mounts = compose.services.prometheus?.volumes ?? [];
    for (const file of ['prometheus.yml', ...prometheus.rule_files])
      expect(mounts).toContain(`./monitoring/${file}:/etc/prometheus/${file}:ro`);
    expect(compose.services.grafana?.volumes).toEqual(
      expect.arrayContaining([
        './monitoring/grafana/provisioning:/etc/grafana/provisioning:ro',
        './monitoring/grafana/dashboards:/var/lib/grafana/dashboards:ro',
      ]),
    );
  });

  it('gives the API instances exactly the variables the API reads', () => {
    const names = apiEnvNames();
    expect(names.length).toBeGreaterThan(40);
    for (const instance of ['api-1', 'api-2'])
      expect(Object.keys(compose.services[instance]?.environment ?? {}).sort()).toEqual([...names].sort());
  });
});

describe('infra/nginx', () => {
  const site = read('infra/nginx/default.conf');
  const headers = read('infra/nginx/security-headers.conf');

  it('proxies /api, /auth, /remotes.json and every page to the API instances', () => {
    expect(site).toMatch(/server api-1:8080/);
    expect(site).toMatch(/server api-2:8080/);
    for (const location of ['location /api/', 'location = /remotes.json', 'location @api'])
      expect(site).toContain(`${location} { proxy_pass http://api; }`);
    expect(site.split('location /auth/ {')[1]!.split('}')[0]).toContain('proxy_pass http://api;');
    expect(site).toMatch(/location ~\* \\\.html\$ \{ proxy_pass http:\/\/api; \}/);
  });

  it('rate-limits staff sign-in per client address', () => {
    expect(site).toMatch(/^limit_req_zone \$binary_remote_addr zone=auth:10m rate=\d+r\/m;$/m);
    const auth = site.split('location /auth/ {')[1]!.split('}')[0]!;
    expect(auth).toMatch(/limit_req zone=auth burst=\d+ nodelay;/);
    expect(auth).toContain('limit_req_status 429;');
  });

  it('refuses request lines longer than 8 KB (414), as the API does', () => {
    expect(site).toMatch(/^\s*large_client_header_buffers 4 8k;$/m);
  });

  it('never serves /metrics from the front door', () => {
    expect(site).toContain('location = /metrics { return 404; }');
  });

  it('serves releases and hashed files as immutable', () => {
    const releases = site.split('location ^~ /releases/ {')[1]!.split('}')[0]!;
    expect(releases).toContain('public, max-age=31536000, immutable');
    expect(site).toMatch(/\[0-9a-f\]\{8,\}.*"public, max-age=31536000, immutable"/);
  });

  it('logs the path of every request without its query string, which can hold personal data', () => {
    const format = /log_format clinic_path_only ([^;]+);/.exec(site)?.[1] ?? '';
    expect(format).toContain('$uri');
    // $request is the whole request line, $request_uri the path with its query.
    expect(format).not.toMatch(/\$(request\b|request_uri|args|query_string|is_args|arg_)/);
    const server = site.split(/^server \{/m)[1] ?? '';
    expect(server).toMatch(/^ {2}access_log \S+ clinic_path_only;$/m);
    // No location logs another way (they inherit the server's access_log).
    expect(server.match(/access_log/g)).toHaveLength(1);
  });

  it("sets helmet's headers on what it serves itself", () => {
    for (const header of [
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Origin-Agent-Cluster',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-DNS-Prefetch-Control',
      'X-Download-Options',
      'X-Frame-Options',
      'X-Permitted-Cross-Domain-Policies',
      'X-XSS-Protection',
    ])
      expect(headers).toContain(`add_header ${header} `);
    expect(headers).toMatch(/frame-ancestors 'none'/);
    expect(headers).not.toMatch(/unsafe-inline/);
  });
});

describe('infra/Dockerfile', () => {
  it('gives DATA_DIR (/data) to the app user alone', () => {
    expect(read('infra/Dockerfile')).toMatch(/^RUN mkdir -p \/data && chown node:node \/data && chmod 0700 \/data$/m);
  });

  it('takes the remotes from the registry, not from a hand-kept list', () => {
    const dockerfile = read('infra/Dockerfile');
    expect(dockerfile).toContain('infra/src/image/stage-web-root.ts /web');
    for (const folder of REMOTE_FOLDERS) expect(dockerfile).not.toContain(folder);
  });
});
