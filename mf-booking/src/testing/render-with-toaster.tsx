import { SITE_TOASTER_ID, SITE_TOASTER_READY_ATTRIBUTE } from '@clinic/contracts';
import { renderWithProviders } from '@clinic/ui/testing';
import { Toaster } from '@fluentui/react-toast';
import { configure, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';

// Forms load their schema, calendar and toasts on demand; on a busy machine that takes longer than the defaults.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);

/** Renders beside a toaster with the site's id, as the shell does, so tests can read the toasts a form shows. */
export function renderWithToaster(ui: ReactElement) {
  document.documentElement.setAttribute(SITE_TOASTER_READY_ATTRIBUTE, 'true');
  return renderWithProviders(
    <>
      <Toaster toasterId={SITE_TOASTER_ID} />
      {ui}
    </>,
  );
}

/** Waits for a toast with this title and returns its text (title and body). */
export async function findToast(title: string): Promise<string> {
  const titleElement = await screen.findByText(title, { selector: '.fui-ToastTitle' });
  const toast = titleElement.closest('.fui-Toast');
  if (!toast) throw new Error(`toast '${title}' has no container`);
  return within(toast as HTMLElement).queryByText(/./, { selector: '.fui-ToastBody' })?.textContent ?? '';
}
