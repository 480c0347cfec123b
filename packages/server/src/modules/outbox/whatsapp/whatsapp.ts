/**
 * WhatsApp, by Meta's Cloud API (developers.facebook.com/docs/whatsapp/cloud-api, "Messages" and
 * "Send message templates"): POST https://graph.facebook.com/{version}/{phone number id}/messages with
 * `Authorization: Bearer <access token>` and JSON {messaging_product: "whatsapp", recipient_type:
 * "individual", to, type: "template", template: {name, language: {code}, components: [{type: "body",
 * parameters: [{type: "text", text}]}]}, biz_opaque_callback_data}. A business may start a
 * conversation with approved templates only, so each kind of message names its template; an
 * authentication template also repeats the code in its copy-code button ({type: "button", sub_type:
 * "url", index: "0"}). It answers {messages: [{id: "wamid…"}]}; an error is {error: {code, message}}:
 * the throttling codes and 5xx pass later, any other refusal is final.
 * Status webhooks ("Webhooks", messages field): POST {entry: [{changes: [{value: {statuses: [{id,
 * status, errors, biz_opaque_callback_data}]}}]}]}, signed in X-Hub-Signature-256 ("sha256=" and the
 * HMAC-SHA256 of the body with the app secret). Meta's subscription check is a GET with
 * hub.mode=subscribe, hub.verify_token and hub.challenge, answered with the challenge.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../lib/http/app-error.js';
import { isFinalProviderError, ProviderError } from '../delivery.js';
import { headerOf, sameSecret, type MessageProvider, type StatusCallback } from '../message-provider.js';
import type { StatusReport } from '../outbox.repository.js';
import type { WhatsAppTemplate } from '../outbox.table.js';
import { excerpt, postToProvider, refused } from '../provider-http.js';
import { callbackUrl, internationalDigits, type ProviderContext } from '../sms/sms-settings.js';
import type { WhatsAppSettings } from './whatsapp-url.js';

/** What a text message is, for WhatsApp: a notice or reminder goes there too; a code only if configured. */
export type WhatsAppKind = { kind: 'notice' } | { kind: 'reminder' } | { kind: 'code'; code: string };

/** Meta's throttling codes (rate, pair rate, spam rate limits): the message passes later. */
const THROTTLED = new Set([4, 80007, 130429, 131048, 131056]);

/**
 * The template message for a text message of this kind, when WHATSAPP_URL names a template for it.
 * A template parameter may not hold a line break, a tab or more than four spaces in a row, so the
 * text goes on one line; its language is the text's (Arabic letters: the Arabic template).
 */
export function whatsappTemplate(
  settings: WhatsAppSettings,
  what: WhatsAppKind,
  text: string,
): WhatsAppTemplate | undefined {
  const name = settings[what.kind];
  if (!name) return undefined;
  const language = /[\u0600-\u06FF]/.test(text) ? settings.ar : settings.en;
  if (what.kind === 'code') return { name, language, parameters: [what.code], codeButton: what.code };
  return { name, language, parameters: [text.replace(/\s+/g, ' ').trim()] };
}

const answerSchema = z.object({
  messages: z.array(z.object({ id: z.string() })).optional(),
  error: z.object({ code: z.number().optional(), message: z.string().optional() }).optional(),
});

const callbackSchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            statuses: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  biz_opaque_callback_data: z.string().optional(),
                  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
                }),
              )
              .optional(),
          }),
        }),
      ),
    }),
  ),
});

/** WhatsApp's statuses that settle a message (sent changes nothing; read implies delivered). */
const SETTLED: Record<string, 'delivered' | 'failed'> = { delivered: 'delivered', read: 'delivered', failed: 'failed' };

function statusesOf(callback: StatusCallback, appSecret: string): StatusReport[] {
  const signature = headerOf(callback, 'x-hub-signature-256') ?? '';
  const expected = `sha256=${createHmac('sha256', appSecret).update(callback.raw).digest('hex')}`;
  if (!sameSecret(signature, expected)) throw new AppError('OUTBOX_CALLBACK_UNSIGNED');
  const parsed = callbackSchema.safeParse(callback.fields);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED');
  const statuses = parsed.data.entry.flatMap((entry) => entry.changes.flatMap((change) => change.value.statuses ?? []));
  return statuses.flatMap((status) => {
    const state = SETTLED[status.status];
    if (!state) return [];
    const outboxId = /^outbox-(\d{1,10})$/.exec(status.biz_opaque_callback_data ?? '')?.[1];
    const error = status.errors?.[0];
    const reason = `WhatsApp ${error?.code ?? ''} ${error?.title ?? status.status}`.replace(/\s+/g, ' ');
    return [{ messageId: status.id, outboxId: outboxId ? Number(outboxId) : undefined, state, reason }];
  });
}

export function whatsapp(settings: WhatsAppSettings, context: ProviderContext): MessageProvider {
  const { appSecret, verifyToken } = settings;
  return {
    provider: 'whatsapp',
    isFinal: isFinalProviderError,
    ...(appSecret ? { callback: callbackUrl(context, 'whatsapp') } : {}),
    async send(row) {
      const template = row.template;
      if (!template) throw refused('no WhatsApp template on this message');
      const components: object[] = [
        { type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) },
      ];
      if (template.codeButton) {
        const parameters = [{ type: 'text', text: template.codeButton }];
        components.push({ type: 'button', sub_type: 'url', index: '0', parameters });
      }
      const answer = await postToProvider(
        `${settings.origin}${settings.endpoint}/messages`,
        {
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: internationalDigits(row.recipient),
            type: 'template',
            template: { name: template.name, language: { code: template.language }, components },
            biz_opaque_callback_data: `outbox-${row.id}`,
          }),
        },
        settings.timeout,
      );
      const parsed = answerSchema.safeParse(answer.json);
      const body = parsed.success ? parsed.data : {};
      const id = body.messages?.[0]?.id;
      if (answer.status >= 200 && answer.status < 300 && id) return id;
      const code = body.error?.code;
      const reason = `WhatsApp ${code ?? answer.status}: ${body.error?.message ?? excerpt(answer.text)}`;
      throw code !== undefined && THROTTLED.has(code) ? new ProviderError(reason, false) : refused(reason);
    },
    ...(appSecret ? { status: (callback: StatusCallback) => statusesOf(callback, appSecret) } : {}),
    ...(verifyToken
      ? {
          verify(query: Record<string, string>) {
            if (!sameSecret(query['hub.verify_token'], verifyToken)) throw new AppError('OUTBOX_CALLBACK_UNSIGNED');
            return query['hub.challenge'] ?? '';
          },
        }
      : {}),
  };
}
