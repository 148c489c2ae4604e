/**
 * Set by Rspack at run time: where this remote's files are served from ('/remotes/mf-content/' in production,
 * the remoteEntry's own folder in development). Undefined outside a bundle, e.g. under jest.
 */
declare const __webpack_public_path__: string | undefined;
