/** The local provider's few HTML pages: plain forms, styled with the request's CSP nonce. */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = `body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#242424}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;
box-sizing:border-box;font-size:1rem}button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem}
.error{color:#b10e1c;font-weight:600}.note{color:#616161}`;

const page = (nonce: string, title: string, body: string) => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;

export const SIGN_IN_TITLE = 'Sign in to the local test provider';

export const signInPage = (nonce: string, action: string, { email = '', error }: { email?: string; error?: string }) =>
  page(
    nonce,
    SIGN_IN_TITLE,
    `<h1>${SIGN_IN_TITLE}</h1>
<p class="note">Stands in for Microsoft sign-in on this machine. Accounts are listed in the README.</p>
${error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${
      error ? ' aria-describedby="sign-in-error"' : ''
    }>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>`,
  );

/** `form` is the provider's hidden form carrying its own anti-forgery token. */
export const signOutPage = (nonce: string, form: string) =>
  page(
    nonce,
    'Sign out',
    `<h1>Sign out of the local test provider?</h1>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>`,
  );

export const signedOutPage = (nonce: string) => page(nonce, 'Signed out', '<h1>You are signed out</h1>');

export const errorPage = (nonce: string, details: Record<string, string>) =>
  page(
    nonce,
    'Sign-in error',
    `<h1>Sign-in error</h1>${Object.entries(details)
      .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
      .join('')}`,
  );
