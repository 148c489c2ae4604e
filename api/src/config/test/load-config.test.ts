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
