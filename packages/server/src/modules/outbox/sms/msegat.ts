/**
 * Msegat (Saudi Arabia), its documented API (msegat.docs.apiary.io; the MSEGAT Communication Platform
 * API on Postman): POST https://www.msegat.com/gw/sendsms.php with a JSON body {userName, apiKey (the
 * authentication, in the body), numbers (international, without + or 00), userSender (an activated
 * sender name), msg, msgEncoding: "UTF8"}. It answers {code, message}: "1" or "M0000" is success,
 * any other code a refusal (1020 invalid login, 1110 sender, 1120 numbers…), except 1060 (balance
 * not enough), which passes once the account is topped up and is retried. Msegat documents no
 * delivery-status callback, so its messages stay `sent`.
 *
 * SMS_URL=msegat://<userName>:<apiKey>@www.msegat.com?sender=<userSender>
 */
import { z } from 'zod';
import { isFinalProviderError, ProviderError } from '../delivery.js';
import type { MessageProvider } from '../message-provider.js';
import { excerpt, postToProvider, refused } from '../provider-http.js';
import { providerSettings, timeoutParam } from '../provider-url.js';
import { internationalDigits, senderName } from './sms-settings.js';

export const readMsegatUrl = providerSettings('msegat', (url) => ({ userName: url.user, apiKey: url.password }), {
  credentials: z.object({
    userName: z.string().min(1, 'needs the user name before the @ (msegat://userName:apiKey@www.msegat.com)'),
    apiKey: z.string().min(1, 'needs the API key after the user name (msegat://userName:apiKey@www.msegat.com)'),
  }),
  params: z.object({ sender: senderName, timeout: timeoutParam }),
});
export type MsegatSettings = ReturnType<typeof readMsegatUrl>;

const SUCCESS = new Set(['1', 'M0000']);
/** Balance not enough: the operator tops up, and the next attempt goes through. */
const LATER = new Set(['1060']);

const answerSchema = z.object({
  code: z.union([z.string(), z.number()]).transform(String),
  message: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
});

export function msegat(settings: MsegatSettings): MessageProvider {
  return {
    provider: 'msegat',
    isFinal: isFinalProviderError,
    async send(row) {
      const answer = await postToProvider(
        `${settings.origin}/gw/sendsms.php`,
        {
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({
            userName: settings.userName,
            apiKey: settings.apiKey,
            numbers: internationalDigits(row.recipient),
            userSender: settings.sender,
            msg: row.body,
            msgEncoding: 'UTF8',
          }),
        },
        settings.timeout,
      );
      const parsed = answerSchema.safeParse(answer.json);
      if (!parsed.success) throw refused(`Msegat HTTP ${answer.status}: ${excerpt(answer.text)}`);
      const { code, message, id } = parsed.data;
      if (SUCCESS.has(code)) return id === undefined ? undefined : String(id);
      const reason = `Msegat ${code}: ${message ?? ''}`.trim();
      throw LATER.has(code) ? new ProviderError(reason, false) : refused(reason);
    },
  };
}
