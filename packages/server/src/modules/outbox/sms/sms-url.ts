import { z } from 'zod';
import { readProviderUrl } from '../provider-url.js';
import { readMsegatUrl } from './msegat.js';
import { readTaqnyatUrl } from './taqnyat.js';
import { readTwilioUrl } from './twilio.js';
import { readUnifonicUrl } from './unifonic.js';
import { readWebhookUrl } from './webhook.js';

/** Each provider's reader of SMS_URL, by its scheme. */
const READERS = {
  unifonic: readUnifonicUrl,
  taqnyat: readTaqnyatUrl,
  msegat: readMsegatUrl,
  twilio: readTwilioUrl,
  webhook: readWebhookUrl,
} as const;
type SmsProviderName = keyof typeof READERS;

export type SmsSettings = {
  [P in SmsProviderName]: { provider: P } & ReturnType<(typeof READERS)[P]>;
}[SmsProviderName];

const EXAMPLE = 'unifonic://AppSid@el.cloud.unifonic.com?sender=Bayan';

/** SMS_URL: which provider sends the SMS, with its credentials, host and settings (see each adapter). */
export const smsUrlSchema = z.string().transform((value, ctx): SmsSettings => {
  const url = readProviderUrl(value);
  if (!url) {
    ctx.addIssue({ code: 'custom', message: `must be a provider URL such as ${EXAMPLE}` });
    return z.NEVER;
  }
  if (!Object.hasOwn(READERS, url.provider)) {
    const known = Object.keys(READERS).join(', ');
    ctx.addIssue({ code: 'custom', message: `unknown provider "${url.provider}": one of ${known}` });
    return z.NEVER;
  }
  const provider = url.provider as SmsProviderName;
  return { provider, ...READERS[provider](url, ctx) } as SmsSettings;
});
