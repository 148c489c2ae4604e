import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8731);
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// The API's DATA_DIR for this run (database + .eml files), never the repo's var/. Set once in the runner's process;
// test workers inherit it through the environment (shell/e2e/support/e2e-data.ts reads it).
const DATA_DIR = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'clinic-e2e-')));

/** End-to-end tests run against the real composed site served by the real API (npm run build first). */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // Last: a log that keeps only its tail still names the first failures and whether the API answered then.
    ['./e2e/support/first-failures-reporter.ts', { healthUrl: `http://127.0.0.1:${PORT}/api/health` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium where it exists (CI and this project's machines); Playwright's own build elsewhere.
      executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
      // --disable-dev-shm-usage: shared memory in /tmp, not /dev/shm, which a container may cap at 64 MB. There, a
      // long run's renderers crash or stall once it fills, and every later test times out.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node ${path.join(__dirname, '../api/dist/start.js')}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Not production: the local OpenID provider (staff sign-in) never starts in production. Everything else the
      // specs check behaves the same.
      NODE_ENV: 'test',
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      DATA_DIR,
      // Every e2e request comes from 127.0.0.1: room for all the specs' submissions in one run.
      BOOKINGS_PER_IP_PER_HOUR: '500',
      // The specs book with the same few addresses: every booking gets its acknowledgement (data-rights counts two).
      ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: '500',
      FELLOWSHIP_INQUIRIES_PER_IP_PER_HOUR: '500',
      AUTH_REQUESTS_PER_IP_PER_MINUTE: '500',
    },
  },
});
