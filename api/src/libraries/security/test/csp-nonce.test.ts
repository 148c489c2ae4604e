import type { Request, Response } from 'express';
import { cspNonce, getCspNonce } from '../content-security-policy';

describe('cspNonce', () => {
  it('gives each request its own 128-bit nonce, also across refills of its random pool', () => {
    const nonces = Array.from({ length: 600 }, () => {
      const res = { locals: {} } as Response;
      cspNonce({} as Request, res, () => undefined);
      return getCspNonce(res);
    });
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
