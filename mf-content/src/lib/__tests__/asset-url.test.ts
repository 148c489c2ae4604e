import { assetUrl } from '../asset-url';

describe('assetUrl', () => {
  const globals = globalThis as { __webpack_public_path__?: string };

  afterEach(() => {
    delete globals.__webpack_public_path__;
  });

  it('falls back to /images/ outside a bundle', () => {
    expect(assetUrl('map-elstree.svg')).toBe('/images/map-elstree.svg');
  });

  it('uses the public path the bundler sets', () => {
    globals.__webpack_public_path__ = '/remotes/mf-content/';
    expect(assetUrl('lumbar-spine.svg')).toBe('/remotes/mf-content/images/lumbar-spine.svg');
  });

  it('adds a missing slash between the public path and images/', () => {
    globals.__webpack_public_path__ = 'https://cdn.example/mf-content';
    expect(assetUrl('/fellows-group.svg')).toBe('https://cdn.example/mf-content/images/fellows-group.svg');
  });
});
