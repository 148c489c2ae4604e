import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

export const DELIVERY_ID_HEADER = 'X-Clinic-Delivery-Id';

export interface WebhookSettings {
  url: string;
  /** Unset: requests go unsigned. */
  secret: string | undefined;
  timeoutMs?: number;
}

export type WebhookSender = (deliveryId: string, body: unknown) => Promise<void>;

/** The receiver answered, but not with a 2xx: `status` says how (the delivery's failure reason). */
export class WebhookRejectedError extends Error {
  constructor(public readonly status: number) {
    super(`webhook answered ${status}`);
    this.name = 'WebhookRejectedError';
  }
}

/**
 * POSTs JSON; anything but a 2xx within the timeout rejects so the outbox retries. The delivery id header is stable
 * across retries, so the receiver can drop a repeat.
 */
export const createWebhookSender =
  ({ url, secret, timeoutMs = 10_000 }: WebhookSettings): WebhookSender =>
  async (deliveryId, body) => {
    const rawBody = JSON.stringify(body);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [DELIVERY_ID_HEADER]: deliveryId,
        ...(secret ? { [SIGNATURE_HEADER]: signWebhook(secret, rawBody) } : {}),
      },
      body: rawBody,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new WebhookRejectedError(response.status);
  };
