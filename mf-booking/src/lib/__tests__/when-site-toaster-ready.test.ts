/** @jest-environment jsdom */
import { SITE_TOASTER_READY_ATTRIBUTE } from '@clinic/contracts';
import { whenSiteToasterReady } from '../when-site-toaster-ready';

describe('whenSiteToasterReady', () => {
  it('resolves at once when the toaster is already listening', async () => {
    const root = document.createElement('div');
    root.setAttribute(SITE_TOASTER_READY_ATTRIBUTE, 'true');
    await expect(whenSiteToasterReady(root)).resolves.toBeUndefined();
  });

  it('waits until the shell marks its toaster ready', async () => {
    const root = document.createElement('div');
    let settled = false;
    const ready = whenSiteToasterReady(root).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    root.setAttribute(SITE_TOASTER_READY_ATTRIBUTE, 'true');
    await ready;
    expect(settled).toBe(true);
  });

  it('gives up waiting after ten seconds, so a toast is still sent', async () => {
    jest.useFakeTimers();
    try {
      const ready = whenSiteToasterReady(document.createElement('div'));
      jest.advanceTimersByTime(10_000);
      await expect(ready).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
