import { createHash, generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type RequestHandler, type Router } from 'express';
import type { KoaContext } from 'oidc-provider';
import { getCspNonce } from '../../libraries/security/content-security-policy';
import { DEV_PASSWORD, DEV_TENANT_ID, type DevAccount } from './dev-accounts';
import { errorPage, signedOutPage, signInPage, signOutPage } from './dev-pages';
import { createMemoryAdapterFactory } from './memory-adapter';

/** Where the local provider lives on the API's own origin; its issuer is `<public origin>/dev-oidc`. */
export const DEV_OIDC_PATH = '/dev-oidc';

export interface DevOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface DevOidcOptions {
  issuer: string;
  client: DevOidcClient;
  accounts: readonly DevAccount[];
}

const TTL_SECONDS = {
  AuthorizationCode: 60,
  AccessToken: 600,
  IdToken: 600,
  Interaction: 600,
  Session: 8 * 60 * 60,
  Grant: 8 * 60 * 60,
};

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const passwordMatches = (given: string) => timingSafeEqual(sha256(given), sha256(DEV_PASSWORD));

const nonceOf = (ctx: KoaContext) => String(ctx.res.locals?.cspNonce ?? '');

/** The claims Entra puts in its ID tokens, by scope: oid and tid identify the user, roles carries app roles. */
const accountClaims = (account: DevAccount) => ({
  sub: account.objectId,
  oid: account.objectId,
  tid: DEV_TENANT_ID,
  name: account.name,
  email: account.email,
  preferred_username: account.email,
  ...(account.appRoles?.length ? { roles: account.appRoles } : {}),
});

const createProvider = async ({ issuer, client, accounts }: DevOidcOptions) => {
  // Loaded on first use only: the package never loads in production.
  const { default: Provider } = await import('oidc-provider');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  return new Provider(issuer, {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        post_logout_redirect_uris: [client.postLogoutRedirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub', 'oid', 'tid', 'roles'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
    },
    // Like Entra: the ID token carries the profile claims, not only the userinfo endpoint.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: TTL_SECONDS,
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.find((candidate) => candidate.objectId === sub);
      return account && { accountId: sub, claims: () => accountClaims(account) };
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}`,
    },
    // First-party app: no consent screen; the grant covers the scopes the API asks for.
    loadExistingGrant: async (ctx: KoaContext) => {
      const { client: oidcClient, session, result, provider } = ctx.oidc;
      if (!oidcClient || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(oidcClient.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ accountId: session.accountId, clientId: oidcClient.clientId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContext, form: string) => {
          ctx.type = 'html';
          ctx.body = signOutPage(nonceOf(ctx), form);
        },
        postLogoutSuccessSource: async (ctx: KoaContext) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(nonceOf(ctx));
        },
      },
    },
    renderError: async (ctx: KoaContext, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = errorPage(nonceOf(ctx), out);
    },
  });
};

type DevProvider = Awaited<ReturnType<typeof createProvider>>;

const interactionRoutes = (provider: DevProvider, accounts: readonly DevAccount[]): Router => {
  const router = express.Router();
  router.use('/interaction', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/interaction/:uid', async (req, res) => {
    const { uid } = await provider.interactionDetails(req, res);
    res.type('html').send(signInPage(getCspNonce(res), `${DEV_OIDC_PATH}/interaction/${uid}/login`, {}));
  });

  router.post('/interaction/:uid/login', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const { uid } = await provider.interactionDetails(req, res);
    const body = req.body as { email?: unknown; password?: unknown };
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const account = accounts.find((candidate) => candidate.email === email);
    if (!account || !passwordMatches(password)) {
      res
        .status(401)
        .type('html')
        .send(
          signInPage(getCspNonce(res), `${DEV_OIDC_PATH}/interaction/${uid}/login`, {
            email,
            error: 'That email and password do not match a local account.',
          }),
        );
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.objectId } },
      {
        mergeWithLastSubmission: false,
      },
    );
  });

  router.use(provider.callback());
  return router;
};

/**
 * The local OpenID provider as middleware for DEV_OIDC_PATH. Built on the first request, when the public origin
 * (and so the issuer) is known even if the server listens on a port picked at start.
 */
export const createDevOidcMiddleware = (options: () => DevOidcOptions): RequestHandler => {
  let router: Promise<Router> | undefined;
  return (req, res, next) => {
    router ??= (async () => {
      const resolved = options();
      return interactionRoutes(await createProvider(resolved), resolved.accounts);
    })().catch((error: unknown) => {
      router = undefined; // try again on the next request
      throw error;
    });
    router.then((handler) => handler(req, res, next), next);
  };
};
