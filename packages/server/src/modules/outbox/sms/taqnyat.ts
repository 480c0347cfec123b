/**
 * Taqnyat (Saudi Arabia), its documented REST API (dev.taqnyat.sa/en/doc/sms, "Send message"):
 * POST https://api.taqnyat.sa/v1/messages with `Authorization: Bearer <token>` (the token generated
 * in the account) and a JSON body {recipients: [international numbers without + or 00], body, sender}
 * (sender: an active sender name of the account). A success is 201 {statusCode: 201, messageId,
 * accepted, rejected…}; a number listed in `rejected` was refused, as is any 4xx {statusCode, message}.
 * Taqnyat documents no delivery-status callback, so its messages stay `sent`.
 *
 * SMS_URL=taqnyat://<bearer token>@api.taqnyat.sa?sender=<sender name>
 */
import { z } from 'zod';
import { isFinalProviderError } from '../delivery.js';
import type { MessageProvider } from '../message-provider.js';
import { excerpt, postToProvider, refused } from '../provider-http.js';
import { providerSettings, timeoutParam } from '../provider-url.js';
import { internationalDigits, senderName } from './sms-settings.js';

export const readTaqnyatUrl = providerSettings('taqnyat', (url) => ({ bearer: url.user }), {
  credentials: z.object({
    bearer: z.string().min(1, 'needs the bearer token before the @ (taqnyat://TOKEN@api.taqnyat.sa)'),
  }),
  params: z.object({ sender: senderName, timeout: timeoutParam }),
});
export type TaqnyatSettings = ReturnType<typeof readTaqnyatUrl>;

const answerSchema = z.object({
  statusCode: z.union([z.number(), z.string()]).optional(),
  messageId: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
  rejected: z.union([z.string(), z.array(z.unknown())]).optional(),
});

export function taqnyat(settings: TaqnyatSettings): MessageProvider {
  return {
    provider: 'taqnyat',
    isFinal: isFinalProviderError,
    async send(row) {
      const recipient = internationalDigits(row.recipient);
      const answer = await postToProvider(
        `${settings.origin}/v1/messages`,
        {
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${settings.bearer}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ recipients: [recipient], body: row.body, sender: settings.sender }),
        },
        settings.timeout,
      );
      const parsed = answerSchema.safeParse(answer.json);
      const body = parsed.success ? parsed.data : {};
      if (answer.status < 200 || answer.status >= 300 || body.messageId === undefined) {
        throw refused(`Taqnyat ${body.statusCode ?? answer.status}: ${body.message ?? excerpt(answer.text)}`);
      }
      if (JSON.stringify(body.rejected ?? '').includes(recipient)) throw refused('Taqnyat: the number was rejected');
      return String(body.messageId);
    },
  };
}
