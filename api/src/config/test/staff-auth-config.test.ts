import { ConfigError, loadConfig } from '../load-config';

const TENANT = '11111111-2222-4333-8444-555555555555';
const CLIENT = '66666666-7777-4888-8999-000000000000';
const ENTRA = { ENTRA_TENANT_ID: TENANT, ENTRA_CLIENT_ID: CLIENT, ENTRA_CLIENT_SECRET: 'secret-value' };
const STRONG = 'x'.repeat(32);

const issuesOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((issue) => issue.key);
    throw error;
  }
  return [];
};

describe('staff sign-in configuration', () => {
  it('has no Entra settings by default, so the local provider applies outside production', () => {
    expect(loadConfig({}).staffAuth).toEqual({ entra: undefined, publicOrigin: undefined, sessionSecret: undefined });
  });

  it('reads a complete Entra registration', () => {
    const config = loadConfig({ ...ENTRA, PUBLIC_ORIGIN: 'https://clinic.example.org/', SESSION_SECRET: STRONG });
    expect(config.staffAuth).toEqual({
      entra: { tenantId: TENANT, clientId: CLIENT, clientSecret: 'secret-value' },
      publicOrigin: 'https://clinic.example.org',
      sessionSecret: STRONG,
    });
  });

  it('names the missing half of an Entra registration', () => {
    expect(issuesOf({ ENTRA_TENANT_ID: TENANT })).toEqual(['ENTRA_CLIENT_ID', 'ENTRA_CLIENT_SECRET']);
    expect(issuesOf({ ...ENTRA, ENTRA_TENANT_ID: 'contoso' })).toEqual(['ENTRA_TENANT_ID']);
  });

  it('requires a strong SESSION_SECRET and a PUBLIC_ORIGIN in production with Entra', () => {
    expect(issuesOf({ ...ENTRA, NODE_ENV: 'production' })).toEqual(['PUBLIC_ORIGIN', 'SESSION_SECRET']);
    expect(
      issuesOf({ ...ENTRA, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://a.example', SESSION_SECRET: 'short' }),
    ).toEqual(['SESSION_SECRET']);
  });

  it('accepts only an origin for PUBLIC_ORIGIN', () => {
    expect(issuesOf({ PUBLIC_ORIGIN: 'https://a.example/path' })).toEqual(['PUBLIC_ORIGIN']);
    expect(issuesOf({ PUBLIC_ORIGIN: 'ftp://a.example' })).toEqual(['PUBLIC_ORIGIN']);
  });
});
