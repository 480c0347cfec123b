/**
 * Twilio (international), its documented Messages resource (twilio.com/docs/messaging/api/message-resource,
 * "Create a Message resource"): POST https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json,
 * HTTP Basic authentication with the Account SID and its Auth Token, a form with To (E.164), From (a
 * Twilio number or an alphanumeric sender ID) or MessagingServiceSid, Body and StatusCallback. It
 * answers 201 {sid, status…}; a 4xx {code, message} is a refusal (21211 invalid To…), 429 and 5xx pass.
 * Status callbacks ("Twilio's request to the StatusCallback URL"): a form with MessageSid,
 * MessageStatus and ErrorCode, signed in X-Twilio-Signature with the Auth Token over the URL and the
 * sorted parameters (twilio.com/docs/usage/security), checked by Twilio's own library. The URL we
 * give carries our row's id (`?outbox=`), so a callback that overtakes our record of the send still
 * finds its message.
 *
 * SMS_URL=twilio://<AccountSid>:<AuthToken>@api.twilio.com?from=<E.164 number or sender ID>
 *   or …?messagingService=<MessagingServiceSid>
 */
import { z } from 'zod';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { AppError } from '../../../lib/http/app-error.js';
import { isFinalProviderError } from '../delivery.js';
import { headerOf, textField, type MessageProvider } from '../message-provider.js';
import { excerpt, postToProvider, refused } from '../provider-http.js';
import { providerSettings, timeoutParam } from '../provider-url.js';
import { callbackUrl, type ProviderContext } from './sms-settings.js';

/** An E.164 number (the + may come as a space: a + in a query reads as one), or an alphanumeric sender ID. */
const sender = z
  .string()
  .trim()
  .transform((value) => (/^\+?\d{6,15}$/.test(value) ? `+${value.replace(/^\+/, '')}` : value))
  .pipe(z.string().regex(/^(\+\d{6,15}|[A-Za-z0-9][A-Za-z0-9 ]{0,10})$/, 'must be an E.164 number or a sender ID'));

export const readTwilioUrl = providerSettings('twilio', (url) => ({ accountSid: url.user, authToken: url.password }), {
  credentials: z.object({
    accountSid: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'needs the Account SID (AC…) before the @'),
    authToken: z.string().min(1, 'needs the Auth Token after the Account SID (twilio://AC…:token@api.twilio.com)'),
  }),
  params: z
    .object({
      from: sender.optional(),
      messagingService: z
        .string()
        .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG…)')
        .optional(),
      timeout: timeoutParam,
    })
    .refine((params) => Boolean(params.from) !== Boolean(params.messagingService), {
      message: 'needs either from= (a number or sender ID) or messagingService= (MG…), not both',
    }),
});
export type TwilioSettings = ReturnType<typeof readTwilioUrl>;

const answerSchema = z.object({
  sid: z.string().optional(),
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
});

/** Twilio's MessageStatus values that settle a message (the others, queued to sent, change nothing). */
const SETTLED: Record<string, 'delivered' | 'failed'> = {
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

export function twilio(settings: TwilioSettings, context: ProviderContext): MessageProvider {
  const statusUrl = callbackUrl(context, 'twilio');
  const basic = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  return {
    provider: 'twilio',
    isFinal: isFinalProviderError,
    callback: statusUrl,
    async send(row) {
      const form = new URLSearchParams({
        To: row.recipient,
        ...(settings.from ? { From: settings.from } : { MessagingServiceSid: settings.messagingService ?? '' }),
        Body: row.body,
        StatusCallback: `${statusUrl}?outbox=${row.id}`,
      });
      const answer = await postToProvider(
        `${settings.origin}/2010-04-01/Accounts/${settings.accountSid}/Messages.json`,
        {
          headers: {
            accept: 'application/json',
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        settings.timeout,
      );
      const parsed = answerSchema.safeParse(answer.json);
      const body = parsed.success ? parsed.data : {};
      if (answer.status >= 200 && answer.status < 300 && body.sid) return body.sid;
      throw refused(`Twilio ${body.code ?? answer.status}: ${body.message ?? excerpt(answer.text)}`);
    },
    status(callback) {
      const signature = headerOf(callback, 'x-twilio-signature');
      const params = Object.fromEntries(Object.entries(callback.fields).map(([key, value]) => [key, String(value)]));
      if (!signature || !validateRequest(settings.authToken, signature, callback.url, params)) {
        throw new AppError('OUTBOX_CALLBACK_UNSIGNED');
      }
      const messageId = textField(callback.fields, 'MessageSid');
      const state = SETTLED[textField(callback.fields, 'MessageStatus') ?? ''];
      if (!state) return [];
      const error = textField(callback.fields, 'ErrorCode');
      return [{ messageId, outboxId: callback.query.outbox, state, reason: `Twilio ${error ?? 'undelivered'}` }];
    },
  };
}
