import { randomBytes } from 'node:crypto';
import { API_ERROR_CODES, AUTH_PATHS } from '@clinic/contracts';
import type { Router } from 'express';
import express from 'express';
import type { AppConfig } from '../../config/load-config';
import type { BookingSubmissionRepository } from '../../booking/public';
import type { Storage } from '../../libraries/database/open-storage';
import { AppError } from '../../libraries/error-handling/app-error';
import type { Logger } from '../../libraries/logger/logger';
import { DEV_ACCOUNTS, DEV_TENANT_ID, type DevAccount } from '../dev-oidc/dev-accounts';
import { createDevOidcMiddleware, DEV_OIDC_PATH } from '../dev-oidc/dev-oidc-provider';
import { IDLE_TIMEOUT_MS } from '../domain/session-policy';
import { createSubmissionsService } from '../domain/submissions-service';
import { discoverOidcProvider, type OidcClientSettings } from '../data-access/oidc-client';
import { resolveSessionSecret } from '../../libraries/security/session-secret';
import { openStaffStorage } from '../data-access/open-staff-storage';
import type { StaffStore } from '../data-access/staff-store';
import { createDataRightsService } from '../domain/data-rights-service';
import { mailFolderOf } from '../../libraries/mail/eml-mail-folder';
import { createRateLimit } from '../../libraries/security/rate-limit';
import { createAuthRoutes, STAFF_HOME } from './auth-routes';
import { createSignInStateCookie } from './sign-in-state-cookie';
import { createSessionMiddleware, loadPrincipal, type SessionIssuer } from './staff-session';
import { createStaffRoutes } from './staff-routes';

export interface StaffComponentOptions {
  /** The clock sessions and audit rows use; tests move it. */
  now?: () => number;
  /** Extra local accounts (tests: an app-role-only user). */
  devAccounts?: readonly DevAccount[];
}

export interface StaffComponent {
  /** /auth/* and, without an Entra tenant outside production, /dev-oidc/*: mounted before the web pages. */
  rootRouter: Router;
  /** Relative to /api. */
  apiRouter: Router;
  /** Whether the local OpenID provider serves sign-in. */
  devProvider: boolean;
  /** Roles, follow-ups and the audit log (the retention purge audits and trims through it). */
  store: StaffStore;
}

/** Sign-in through the local provider runs only when no Entra tenant is configured, and never in production. */
export const usesDevProvider = (config: Pick<AppConfig, 'isProduction' | 'staffAuth'>) =>
  !config.staffAuth.entra && !config.isProduction;

export const createStaffComponent = async (
  config: AppConfig,
  storage: Storage,
  submissionsRepository: BookingSubmissionRepository,
  logger: Logger,
  publicOrigin: () => string,
  options: StaffComponentOptions = {},
): Promise<StaffComponent> => {
  const now = options.now ?? Date.now;
  const { store, sessionStore } = await openStaffStorage(storage, now, IDLE_TIMEOUT_MS, config.retention.auditDays);
  const secureCookie = config.isProduction;
  const sessionSecret = resolveSessionSecret(config.staffAuth.sessionSecret, config.dataDir);
  const session = createSessionMiddleware({ secret: sessionSecret, secure: secureCookie, store: sessionStore });

  const devProvider = usesDevProvider(config);
  const devAccounts = [...DEV_ACCOUNTS, ...(options.devAccounts ?? [])];
  const devClient = { clientId: 'clinic-local', clientSecret: randomBytes(32).toString('base64url') };
  const entra = config.staffAuth.entra;

  const oidcSettings = (): OidcClientSettings | undefined => {
    if (entra) {
      return {
        issuer: new URL(`https://login.microsoftonline.com/${entra.tenantId}/v2.0`),
        clientId: entra.clientId,
        clientSecret: entra.clientSecret,
        allowHttp: false,
      };
    }
    if (!devProvider) return undefined;
    const origin = publicOrigin();
    return {
      issuer: new URL(`${origin}${DEV_OIDC_PATH}`),
      ...devClient,
      allowHttp: origin.startsWith('http:'),
    };
  };

  const currentIssuer = (): SessionIssuer | undefined => {
    const settings = oidcSettings();
    return settings && { issuer: settings.issuer.href, tenantId: entra?.tenantId ?? DEV_TENANT_ID };
  };

  const rootRouter = express.Router();
  if (devProvider) {
    logger.info({ path: DEV_OIDC_PATH }, 'staff sign-in uses the local OpenID provider (accounts in the README)');
    for (const account of devAccounts) {
      if (account.seededRole) {
        await store.grantRole(
          { tenantId: DEV_TENANT_ID, objectId: account.objectId },
          account.seededRole,
          new Date(now()).toISOString(),
        );
      }
    }
    rootRouter.use(
      DEV_OIDC_PATH,
      createDevOidcMiddleware(() => ({
        issuer: `${publicOrigin()}${DEV_OIDC_PATH}`,
        client: {
          ...devClient,
          redirectUri: `${publicOrigin()}${AUTH_PATHS.callback}`,
          postLogoutRedirectUri: `${publicOrigin()}${STAFF_HOME}`,
        },
        accounts: devAccounts,
      })),
    );
  }

  rootRouter.use(
    createAuthRoutes({
      discover: async () => {
        const settings = oidcSettings();
        if (!settings) {
          throw new AppError(API_ERROR_CODES.internal, 'Staff sign-in is not configured on this server', {
            httpStatus: 503,
          });
        }
        return discoverOidcProvider(settings);
      },
      expectedTenantId: entra?.tenantId ?? DEV_TENANT_ID,
      publicOrigin,
      session,
      rateLimit: createRateLimit({ windowMs: 60_000, limit: config.rateLimits.authPerMinute }),
      signInState: createSignInStateCookie({
        secret: sessionSecret,
        secure: () => publicOrigin().startsWith('https:'),
        now,
      }),
      secureCookie,
      store,
      now,
      logger,
    }),
  );

  const apiRouter = createStaffRoutes({
    session: [session, loadPrincipal(store, now, currentIssuer)],
    publicOrigin,
    submissions: createSubmissionsService(submissionsRepository, store, now),
    dataRights: createDataRightsService({
      requests: submissionsRepository,
      store,
      mailDir: mailFolderOf(config.dataDir),
      now,
    }),
    store,
  });

  return { rootRouter, apiRouter, devProvider, store };
};
