import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_CONTAINERS, REMOTE_EXPOSES } from '../remote-modules';
import { REMOTE_LIST, REMOTE_REGISTRY } from '../remote-registry';

const REPO_ROOT = path.resolve(__dirname, '../../../../..');
const unique = (values: unknown[]) => new Set(values).size === values.length;

describe('REMOTE_REGISTRY', () => {
  it('gives every remote its own container, folder, dev port and URL variable', () => {
    for (const key of ['container', 'folder', 'devPort', 'urlEnv'] as const)
      expect(unique(REMOTE_LIST.map((remote) => remote[key]))).toBe(true);
    for (const remote of REMOTE_LIST) expect(remote.urlEnv).toBe(`REMOTE_${remote.container.toUpperCase()}_URL`);
  });

  it("points every expose at a module in the remote's folder", () => {
    for (const remote of REMOTE_LIST)
      for (const { module } of Object.values(remote.exposes))
        expect(fs.existsSync(path.join(REPO_ROOT, remote.folder, module))).toBe(true);
  });

  it('derives the container and expose names the shell uses', () => {
    expect(REMOTE_CONTAINERS).toEqual({
      content: 'mf_content',
      booking: 'mf_booking',
      chat: 'mf_chat',
      admin: 'mf_admin',
    });
    expect(REMOTE_EXPOSES.chatWidget).toBe('chat-widget');
    expect(REMOTE_EXPOSES.fellowshipInquiryForm).toBe('fellowship-inquiry-form');
    expect(Object.values(REMOTE_EXPOSES).sort()).toEqual(
      Object.values(REMOTE_REGISTRY)
        .flatMap((remote) => Object.keys(remote.exposes))
        .sort(),
    );
  });
});
