/** Fallback when the code does not run inside an Rspack bundle (jest, type tests). */
const FALLBACK_IMAGES_PATH = '/images/';

function publicPath(): string | undefined {
  // `typeof` keeps this safe where the bundler's global does not exist.
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== ''
    ? __webpack_public_path__
    : undefined;
}

/** The URL of a file in mf-content/public/images, served under the remote's public path. */
export function assetUrl(file: string): string {
  const base = publicPath();
  const name = file.replace(/^\/+/, '');
  if (base === undefined) return `${FALLBACK_IMAGES_PATH}${name}`;
  return `${base.endsWith('/') ? base : `${base}/`}images/${name}`;
}
