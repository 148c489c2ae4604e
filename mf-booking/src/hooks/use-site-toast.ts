import { SITE_TOASTER_ID } from '@clinic/contracts';
import { useToastController } from '@fluentui/react-toast';
import { createElement, useCallback } from 'react';
import type { SiteToastContent } from '@/lib/site-toast';
import { whenSiteToasterReady } from '@/lib/when-site-toaster-ready';

/**
 * Shows a toast in the shell's one site toaster (SITE_TOASTER_ID), once it is listening. The toast's components
 * load with the first toast, not with the page: nothing is shown before the visitor has done something.
 */
export function useSiteToast(): (toast: SiteToastContent) => Promise<void> {
  const { dispatchToast } = useToastController(SITE_TOASTER_ID);
  return useCallback(
    async ({ intent, title, body }: SiteToastContent) => {
      const [{ SiteToast }] = await Promise.all([import('@/lib/site-toast'), whenSiteToasterReady()]);
      dispatchToast(createElement(SiteToast, { title, body }), { intent });
    },
    [dispatchToast],
  );
}
