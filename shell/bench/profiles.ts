import type { BrowserContext, Page } from '@playwright/test';

/** Lighthouse mobile's CPU slowdown. */
const CPU_SLOWDOWN = 4;

/** A device and connection the interactions are measured on. */
export interface Profile {
  name: string;
  /** Issue 28: how much longer than the floor (a plain-DOM menu, same run, same profile) a press may take, in ms. */
  pressBudgetMs?: number;
  cpuSlowdown?: number;
  network?: { rttMs: number; downloadKbps: number; uploadKbps: number };
}

/** This machine as it is: no slowdown. */
export const THIS_MACHINE: Profile = { name: 'this machine', pressBudgetMs: 100 };

/** Lighthouse mobile's CPU slowdown alone (the Event Timing interactions, page to page). */
export const SLOW_CPU: Profile = { name: '4x CPU slowdown', cpuSlowdown: CPU_SLOWDOWN };

/** Lighthouse mobile's: a 4x slower CPU, 150 ms round trips, 1.6 Mbps down (and its 750 Kbps up). */
export const MOBILE: Profile = {
  name: 'mobile (4x CPU, 150 ms RTT, 1.6 Mbps)',
  pressBudgetMs: 200,
  cpuSlowdown: CPU_SLOWDOWN,
  network: { rttMs: 150, downloadKbps: 1600, uploadKbps: 750 },
};

/** Applies a profile to a page through Chromium's DevTools protocol, before it loads anything. */
export async function applyProfile(context: BrowserContext, page: Page, profile: Profile): Promise<void> {
  if (!profile.cpuSlowdown && !profile.network) return;
  const cdp = await context.newCDPSession(page);
  if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    const { rttMs, downloadKbps, uploadKbps } = profile.network;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rttMs,
      // Bytes per second.
      downloadThroughput: (downloadKbps * 1000) / 8,
      uploadThroughput: (uploadKbps * 1000) / 8,
    });
  }
}
