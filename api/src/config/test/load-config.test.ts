import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, CONFIG_ENV_NAMES, loadConfig } from '../load-config';

const configErrorOf = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
};

describe('loadConfig', () => {
  it('needs nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'info',
      trustProxy: false,
      remotes: {
        mf_content: '/remotes/mf-content/mf-manifest.json',
        mf_booking: '/remotes/mf-booking/mf-manifest.json',
        mf_chat: '/remotes/mf-chat/mf-manifest.json',
        mf_admin: '/remotes/mf-admin/mf-manifest.json',
      },
    });
  });

  it('defaults WEB_ROOT to the repo root holding the api package', () => {
    const { webRoot } = loadConfig({});
    const apiManifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'api', 'package.json'), 'utf8')) as {
      name: string;
    };
    expect(apiManifest.name).toBe('@clinic/api');
  });

  it('keeps local data in var/ at the repo root unless DATA_DIR says otherwise', () => {
    const { dataDir, webRoot, mongodbUri } = loadConfig({});
    expect(dataDir).toBe(path.join(webRoot, 'var'));
    expect(mongodbUri).toBeUndefined();
    expect(loadConfig({ DATA_DIR: 'elsewhere' }).dataDir).toBe(path.resolve('elsewhere'));
  });

  it('accepts only a mongodb URI for MONGODB_URI', () => {
    expect(loadConfig({ MONGODB_URI: 'mongodb://db.internal:27017/clinic' }).mongodbUri).toBe(
      'mongodb://db.internal:27017/clinic',
    );
    expect(configErrorOf({ MONGODB_URI: 'https://db.internal' }).issues).toEqual([
      { key: 'MONGODB_URI', message: 'must be a mongodb:// or mongodb+srv:// URI' },
    ]);
  });

  it('defaults bookings to local inboxes, .eml files, no webhook and the default rate limits', () => {
    const config = loadConfig({});
    expect(config.inboxes).toEqual({
      services_adult: 'adult-bookings@clinic.test',
      services_children: 'children-bookings@clinic.test',
      fellowship: 'fellowship@clinic.test',
    });
    expect(config.mail).toMatchObject({
      mailgun: undefined,
      bookingAcknowledgement: true,
      acknowledgementsPerAddressPerDay: 3,
    });
    expect(config.webhook).toBeUndefined();
    expect(config.rateLimits).toEqual({
      apiPerMinute: 300,
      bookingsPerHour: 20,
      fellowshipInquiriesPerHour: 10,
      authPerMinute: 30,
    });
  });

  it('reads Mailgun, the webhook and delivery settings', () => {
    const config = loadConfig({
      MAILGUN_API_KEY: 'key-1',
      MAILGUN_DOMAIN: 'mg.clinic.example',
      MAILGUN_URL: 'https://api.eu.mailgun.net',
      AUTOMATION_WEBHOOK_URL: 'https://hooks.example/booking',
      AUTOMATION_WEBHOOK_SECRET: '0123456789abcdef',
      BOOKING_ACKNOWLEDGEMENT: 'false',
      DELIVERY_LEASE_MS: '30000',
    });
    expect(config.mail.mailgun).toEqual({
      apiKey: 'key-1',
      domain: 'mg.clinic.example',
      url: 'https://api.eu.mailgun.net',
    });
    expect(config.webhook).toEqual({ url: 'https://hooks.example/booking', secret: '0123456789abcdef' });
    expect(config.mail.bookingAcknowledgement).toBe(false);
    expect(config.delivery.leaseMs).toBe(30_000);
  });

  it('serves no metrics unless a port or a token says where, and alerts on deliveries after 15 minutes', () => {
    const config = loadConfig({});
    expect(config.metrics).toEqual({ port: undefined, token: undefined });
    expect(config.delivery.alertAfterMs).toBe(15 * 60_000);

    const token = 'a'.repeat(32);
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: token, DELIVERY_ALERT_AFTER_MINUTES: '0.5' }),
    ).toMatchObject({ metrics: { port: 9464, token }, delivery: { alertAfterMs: 30_000 } });
  });

  it('refuses a short METRICS_TOKEN without echoing it', () => {
    const error = configErrorOf({ METRICS_TOKEN: 'short-secret', DELIVERY_ALERT_AFTER_MINUTES: '0' });
    expect(error.issues.map((issue) => issue.key)).toEqual(['DELIVERY_ALERT_AFTER_MINUTES', 'METRICS_TOKEN']);
    expect(error.message).not.toContain('short-secret');
  });

  it('names the key to set when settings must come together', () => {
    expect(configErrorOf({ MAILGUN_API_KEY: 'key-1' }).issues).toEqual([
      { key: 'MAILGUN_DOMAIN', message: 'MAILGUN_API_KEY and MAILGUN_DOMAIN must be set together' },
    ]);
    expect(configErrorOf({ AUTOMATION_WEBHOOK_SECRET: '0123456789abcdef' }).issues).toEqual([
      { key: 'AUTOMATION_WEBHOOK_URL', message: 'AUTOMATION_WEBHOOK_SECRET needs AUTOMATION_WEBHOOK_URL' },
    ]);
    expect(configErrorOf({ MAIL_FROM: 'a\nBcc: x@y.example' }).issues[0]?.key).toBe('MAIL_FROM');
  });

  it('converts and accepts valid values', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '3000',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'silent',
      WEB_ROOT: 'relative/root',
      TRUST_PROXY: '1',
      REMOTE_MF_CHAT_URL: 'https://cdn.example.org/mf-chat/mf-manifest.json',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'silent',
      trustProxy: 1,
    });
    expect(config.webRoot).toBe(path.resolve('relative/root'));
    expect(config.remotes.mf_chat).toBe('https://cdn.example.org/mf-chat/mf-manifest.json');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['loopback, 10.0.0.0/8', 'loopback,10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '  ' })).toMatchObject({ port: 8080, host: '127.0.0.1' });
  });

  it('rejects PORT=abc with a message naming PORT', () => {
    const error = configErrorOf({ PORT: 'abc' });
    expect(error.issues).toEqual([{ key: 'PORT', message: expect.stringContaining('number') }]);
    expect(error.message).toMatch(/PORT/);
  });

  it('lists every bad key at once', () => {
    const error = configErrorOf({
      PORT: '70000',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      TRUST_PROXY: 'everyone',
      REMOTE_MF_ADMIN_URL: '//evil.example/manifest.json',
      HOST: 'not a host!',
    });
    expect(error.issues.map((issue) => issue.key).sort()).toEqual(
      ['HOST', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'REMOTE_MF_ADMIN_URL', 'TRUST_PROXY'].sort(),
    );
    for (const key of ['PORT', 'LOG_LEVEL', 'NODE_ENV', 'TRUST_PROXY', 'REMOTE_MF_ADMIN_URL', 'HOST']) {
      expect(error.message).toContain(`${key}:`);
    }
  });

  it('rejects non-http remote URLs', () => {
    expect(configErrorOf({ REMOTE_MF_CONTENT_URL: 'javascript:alert(1)' }).issues[0]?.key).toBe(
      'REMOTE_MF_CONTENT_URL',
    );
  });

  it('ignores other environment variables and exports the names it reads', () => {
    expect(() => loadConfig({ SOMETHING_ELSE: 'x' })).not.toThrow();
    expect(CONFIG_ENV_NAMES).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'PORT',
        'HOST',
        'LOG_LEVEL',
        'WEB_ROOT',
        'TRUST_PROXY',
        'REMOTE_MF_CONTENT_URL',
      ]),
    );
  });
});
