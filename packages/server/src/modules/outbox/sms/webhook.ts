/**
 * A generic signed webhook, for a gateway of the operator's own: each SMS is a POST of JSON
 * {type: "sms.send", timestamp, data: {id, to, body}} signed as Standard Webhooks specifies
 * (standardwebhooks.com: webhook-id, webhook-timestamp and webhook-signature, "v1," and an
 * HMAC-SHA256 over "id.timestamp.body" with the shared secret), by its maintained library. The
 * webhook-id is the row's (`outbox-<id>`), the same on every attempt: the receiver drops a copy it
 * already took. A 2xx answers (optionally {id} naming the message on its side); a 4xx refuses.
 * Its status callbacks come back signed the same way, with {type: "sms.status", data: {id, status:
 * "delivered" | "failed", reason?}}; the library refuses a wrong signature and a timestamp more than
 * five minutes away (a replay), and a replayed status changes nothing once the message is settled.
 *
 * SMS_URL=webhook+https://<whsec_… secret, percent-encoded>@gateway.example.org/sms
 */
import { z } from 'zod';
import { Webhook } from 'standardwebhooks';
import type { Clock } from '../../../lib/clock.js';
import { AppError } from '../../../lib/http/app-error.js';
import { isFinalProviderError } from '../delivery.js';
import { headerOf, type MessageProvider } from '../message-provider.js';
import { excerpt, postToProvider, refused } from '../provider-http.js';
import { providerSettings, timeoutParam } from '../provider-url.js';
import { callbackUrl, type ProviderContext } from './sms-settings.js';

/** Standard Webhooks' secret form: whsec_ and 24 to 64 random bytes in base64. */
const secret = z
  .string()
  .regex(
    /^whsec_(?:[A-Za-z0-9+/]{4}){8,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
    'needs the whsec_… secret (base64 of at least 24 random bytes, percent-encoded) before the @',
  );

export const readWebhookUrl = providerSettings('webhook', (url) => ({ secret: url.user }), {
  credentials: z.object({ secret }),
  params: z.object({ timeout: timeoutParam }),
});
export type WebhookSettings = ReturnType<typeof readWebhookUrl>;

export const webhookMessageId = (outboxId: number) => `outbox-${outboxId}`;

const statusSchema = z.object({
  type: z.literal('sms.status'),
  data: z.object({
    id: z.string().min(1),
    status: z.enum(['delivered', 'failed']),
    reason: z.string().max(1000).optional(),
  }),
});

export function webhook(settings: WebhookSettings, context: ProviderContext, clock: Clock): MessageProvider {
  const signer = new Webhook(settings.secret);
  const answerSchema = z.object({ id: z.union([z.string(), z.number()]).optional() });
  return {
    provider: 'webhook',
    isFinal: isFinalProviderError,
    callback: callbackUrl(context, 'webhook'),
    async send(row) {
      const id = webhookMessageId(row.id);
      const now = clock.now();
      const body = JSON.stringify({
        type: 'sms.send',
        timestamp: now.toISOString(),
        data: { id, to: row.recipient, body: row.body },
      });
      const answer = await postToProvider(
        `${settings.origin}${settings.path}`,
        {
          headers: {
            'content-type': 'application/json',
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
            'webhook-signature': signer.sign(id, now, body),
          },
          body,
        },
        settings.timeout,
      );
      if (answer.status < 200 || answer.status >= 300)
        throw refused(`webhook HTTP ${answer.status}: ${excerpt(answer.text)}`);
      const parsed = answerSchema.safeParse(answer.json);
      return parsed.success && parsed.data.id !== undefined ? String(parsed.data.id) : id;
    },
    status(callback) {
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, headerOf(callback, name) ?? '']),
      );
      let payload: unknown;
      try {
        payload = signer.verify(callback.raw, headers);
      } catch {
        throw new AppError('OUTBOX_CALLBACK_UNSIGNED');
      }
      const report = statusSchema.safeParse(payload);
      if (!report.success) throw new AppError('VALIDATION_FAILED');
      const { id, status, reason } = report.data.data;
      const outboxId = /^outbox-(\d{1,10})$/.exec(id)?.[1];
      return [{ messageId: id, outboxId: outboxId ? Number(outboxId) : undefined, state: status, reason }];
    },
  };
}
