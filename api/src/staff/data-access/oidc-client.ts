import * as client from 'openid-client';

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

/** What the callback must check: kept by the browser (an encrypted cookie) between sign-in and callback. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization URL, with PKCE (S256), state and nonce, and what the callback will check. */
export const startSignIn = async (
  config: OidcConfiguration,
  redirectUri: string,
): Promise<{ url: URL; pending: PendingSignIn }> => {
  const pending: PendingSignIn = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: OIDC_SCOPES,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url, pending };
};

/**
 * Redeems the callback's code. openid-client checks the state, the issuer (RFC 9207), the PKCE verifier and the ID
 * token (signature, audience, nonce, expiry); it rejects on any mismatch or provider error.
 */
export const finishSignIn = (
  config: OidcConfiguration,
  redirectUri: string,
  callbackQuery: URLSearchParams,
  pending: PendingSignIn,
) => {
  const currentUrl = new URL(redirectUri);
  for (const [name, value] of callbackQuery) currentUrl.searchParams.append(name, value);
  return client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
};

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
