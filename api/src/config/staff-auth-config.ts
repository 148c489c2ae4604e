import Joi from 'joi';

/** Staff sign-in (issue 7): the API is an OpenID Connect client of Microsoft Entra ID. */
export interface StaffAuthConfig {
  /** The app registration; without it, outside production, the local provider at /dev-oidc stands in. */
  entra: { tenantId: string; clientId: string; clientSecret: string } | undefined;
  /** The origin browsers use (redirect URI, same-origin checks); default: the URL the server listens on. */
  publicOrigin: string | undefined;
  /** Signs the session cookie; default outside production: a random secret generated once into DATA_DIR. */
  sessionSecret: string | undefined;
}

interface StaffAuthEnv {
  ENTRA_TENANT_ID?: string;
  ENTRA_CLIENT_ID?: string;
  ENTRA_CLIENT_SECRET?: string;
  PUBLIC_ORIGIN?: string;
  SESSION_SECRET?: string;
}

const requiredWithTenant = { is: Joi.exist(), then: Joi.required() };
/** In production with Entra configured, sign-in cannot run on guessed or generated values. */
const requiredInProductionWithTenant = {
  is: Joi.exist(),
  then: Joi.when('NODE_ENV', { is: 'production', then: Joi.required() }),
};

const originSchema = Joi.string()
  .uri({ scheme: ['http', 'https'] })
  .custom((value: string, helpers) => {
    const { origin } = new URL(value);
    return value.replace(/\/$/, '') === origin ? origin : helpers.error('any.invalid');
  })
  .messages({
    'any.invalid': 'PUBLIC_ORIGIN must be an origin such as https://www.example.org (no path)',
    'string.uri': 'PUBLIC_ORIGIN must be an origin such as https://www.example.org (no path)',
    'string.uriCustomScheme': 'PUBLIC_ORIGIN must be an http(s) origin',
  });

/** Joi keys merged into the config schema. */
export const staffAuthSchemaKeys = {
  ENTRA_TENANT_ID: Joi.string().guid().messages({ 'string.guid': 'ENTRA_TENANT_ID must be the tenant (directory) id' }),
  ENTRA_CLIENT_ID: Joi.string()
    .guid()
    .when('ENTRA_TENANT_ID', requiredWithTenant)
    .messages({ 'string.guid': 'ENTRA_CLIENT_ID must be the application (client) id' }),
  ENTRA_CLIENT_SECRET: Joi.string().when('ENTRA_TENANT_ID', requiredWithTenant),
  PUBLIC_ORIGIN: originSchema.when('ENTRA_TENANT_ID', requiredInProductionWithTenant),
  SESSION_SECRET: Joi.string()
    .min(32)
    .when('ENTRA_TENANT_ID', requiredInProductionWithTenant)
    .messages({ 'string.min': 'SESSION_SECRET must be at least 32 characters' }),
};

export const staffAuthFromEnv = (v: StaffAuthEnv): StaffAuthConfig => ({
  entra:
    v.ENTRA_TENANT_ID && v.ENTRA_CLIENT_ID && v.ENTRA_CLIENT_SECRET
      ? { tenantId: v.ENTRA_TENANT_ID, clientId: v.ENTRA_CLIENT_ID, clientSecret: v.ENTRA_CLIENT_SECRET }
      : undefined,
  publicOrigin: v.PUBLIC_ORIGIN,
  sessionSecret: v.SESSION_SECRET,
});
