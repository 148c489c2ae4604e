import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions, type VerifyFunction } from 'openid-client/passport';
import type { Request } from 'express';

/** Entra ID and the local provider alike: a confidential Web client with a secret. */
export interface OidcClientSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Only for the local provider on http://localhost; Entra is always https. */
  allowHttp: boolean;
}

export const OIDC_SCOPES = 'openid profile email';

export type OidcConfiguration = client.Configuration;

export const discoverOidcProvider = (settings: OidcClientSettings): Promise<OidcConfiguration> =>
  client.discovery(
    settings.issuer,
    settings.clientId,
    undefined,
    client.ClientSecretPost(settings.clientSecret),
    settings.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
  );

/**
 * openid-client's passport strategy sends PKCE always, but `state` only when the provider lacks PKCE and `nonce`
 * only for implicit flows. We want all three: the strategy keeps whatever we add here in the session and checks it
 * at the callback.
 */
class PkceStateNonceStrategy extends Strategy {
  override authorizationRequestParams<TOptions extends AuthenticateOptions>(req: Request, options: TOptions) {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options));
    params.set('state', client.randomState());
    params.set('nonce', client.randomNonce());
    return params;
  }
}

export const STRATEGY_NAME = 'staff-oidc';

export const createOidcStrategy = (config: OidcConfiguration, callbackURL: string, verify: VerifyFunction) =>
  new PkceStateNonceStrategy(
    { config, scope: OIDC_SCOPES, callbackURL, name: STRATEGY_NAME, sessionKey: 'oidc' },
    verify,
  );

/** The provider's end-session URL, or undefined when it has none. */
export const endSessionUrl = (
  config: OidcConfiguration,
  idTokenHint: string,
  postLogoutRedirectUri: string,
): string | undefined => {
  if (!config.serverMetadata().end_session_endpoint) return undefined;
  return client
    .buildEndSessionUrl(config, { id_token_hint: idTokenHint, post_logout_redirect_uri: postLogoutRedirectUri })
    .toString();
};
