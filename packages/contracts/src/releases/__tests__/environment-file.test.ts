import { containerOf, manifestUrlFor, parseEnvironmentFile, type EnvironmentFile } from '../environment-file';

const EMPTY: EnvironmentFile = { shellCompat: 'shell/dist/shell-compat.json', remotes: {}, history: [] };

describe('environment file', () => {
  it('resolves a version to its release manifest and leaves a URL as it is', () => {
    expect(manifestUrlFor('mf-chat', '0.1.0-aaaaaaa')).toBe('/releases/mf-chat/0.1.0-aaaaaaa/mf-manifest.json');
    expect(manifestUrlFor('mf-chat', 'https://cdn.example/mf-chat/mf-manifest.json')).toBe(
      'https://cdn.example/mf-chat/mf-manifest.json',
    );
  });

  it('names each remote folder’s container from the registry', () => {
    expect(containerOf('mf-chat')).toBe('mf_chat');
    expect(containerOf('mf-booking')).toBe('mf_booking');
  });

  it.each([
    [{ ...EMPTY, remotes: { 'mf-chat': '../../etc' } }, 'must be a release version or a manifest URL'],
    [{ ...EMPTY, remotes: { 'mf-unknown': '1.0.0' } }, '"remotes.mf-unknown" is not allowed'],
    [{ remotes: {}, history: [] }, '"shellCompat" is required'],
  ])('refuses an invalid file', (json, message) => {
    expect(() => parseEnvironmentFile(json)).toThrow(message);
  });
});
