/**
 * Unifonic (Saudi Arabia), its documented REST API "Send SMS" (docs.unifonic.com, Sending Your First
 * SMS via Unifonic API): POST https://el.cloud.unifonic.com/rest/SMS/messages, a form with AppSid (the
 * application's key: the authentication), SenderID (the registered sender; the account's default when
 * left out), Recipient (international, without + or 00), Body, responseType=JSON and CorrelationID (our
 * row, for tracing; not documented as de-duplicating). It answers {success, message, errorCode,
 * data:{MessageID, Status}}; success false is a refusal with its ER-xx code.
 * Delivery receipts: the DLR webhook set in the Unifonic console (support.unifonic.com, "Can I receive
 * DLR receipt update through a webhook") POSTs MessageID and DLR ("Delivered" or "Undeliverable"); it
 * signs nothing, so its URL carries our token: …/api/outbox/status/unifonic?token=<token>.
 *
 * SMS_URL=unifonic://<AppSid>@el.cloud.unifonic.com?sender=<SenderID>&token=<callback token>
 */
import { z } from 'zod';
import { isFinalProviderError } from '../delivery.js';
import type { MessageProvider } from '../message-provider.js';
import { checkToken, textField } from '../message-provider.js';
import { postToProvider, refused } from '../provider-http.js';
import { callbackToken, providerSettings, timeoutParam } from '../provider-url.js';
import { callbackUrl, internationalDigits, senderName, type ProviderContext } from './sms-settings.js';

export const readUnifonicUrl = providerSettings('unifonic', (url) => ({ appSid: url.user }), {
  credentials: z.object({
    appSid: z.string().min(1, 'needs the AppSid before the @ (unifonic://AppSid@el.cloud.unifonic.com)'),
  }),
  params: z.object({ sender: senderName.optional(), token: callbackToken.optional(), timeout: timeoutParam }),
});
export type UnifonicSettings = ReturnType<typeof readUnifonicUrl>;

const answerSchema = z.object({
  success: z.union([z.boolean(), z.literal('true'), z.literal('false')]),
  message: z.string().optional(),
  errorCode: z.string().optional(),
  data: z.object({ MessageID: z.union([z.string(), z.number()]).optional(), Status: z.string().optional() }).optional(),
});

export function unifonic(settings: UnifonicSettings, context: ProviderContext): MessageProvider {
  const { token } = settings;
  return {
    provider: 'unifonic',
    isFinal: isFinalProviderError,
    async send(row) {
      const form = new URLSearchParams({
        AppSid: settings.appSid,
        ...(settings.sender ? { SenderID: settings.sender } : {}),
        Recipient: internationalDigits(row.recipient),
        Body: row.body,
        responseType: 'JSON',
        CorrelationID: `bayan-${row.id}`,
      });
      const answer = await postToProvider(
        `${settings.origin}/rest/SMS/messages`,
        {
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        settings.timeout,
      );
      const parsed = answerSchema.safeParse(answer.json);
      if (!parsed.success) throw refused(`Unifonic HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
      const { success, message, errorCode, data } = parsed.data;
      if (success !== true && success !== 'true')
        throw refused(`Unifonic ${errorCode ?? answer.status}: ${message ?? ''}`);
      if (data?.Status === 'Rejected' || data?.Status === 'Failed') throw refused(`Unifonic: ${data.Status}`);
      return data?.MessageID === undefined ? undefined : String(data.MessageID);
    },
    ...(token
      ? {
          callback: callbackUrl(context, 'unifonic'),
          status(callback) {
            checkToken(callback, token);
            const messageId = textField(callback.fields, 'MessageID');
            const dlr = textField(callback.fields, 'DLR')?.toLowerCase();
            if (!messageId || !dlr) return [];
            if (dlr === 'delivered') return [{ messageId, state: 'delivered' }];
            return [{ messageId, state: 'failed', reason: `Unifonic DLR: ${textField(callback.fields, 'DLR')}` }];
          },
        }
      : {}),
  };
}
