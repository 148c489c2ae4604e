import { Toast, ToastBody, ToastTitle } from '@fluentui/react-toast';

export type SiteToastIntent = 'success' | 'error' | 'warning' | 'info';

export interface SiteToastContent {
  intent: SiteToastIntent;
  title: string;
  body?: string;
}

/** What one toast says. Loaded only when the first toast is shown (see useSiteToast). */
export function SiteToast({ title, body }: Omit<SiteToastContent, 'intent'>) {
  return (
    <Toast>
      <ToastTitle>{title}</ToastTitle>
      {body && <ToastBody>{body}</ToastBody>}
    </Toast>
  );
}
