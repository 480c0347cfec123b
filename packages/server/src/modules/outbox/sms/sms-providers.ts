import type { Clock } from '../../../lib/clock.js';
import type { MessageProvider } from '../message-provider.js';
import { msegat } from './msegat.js';
import type { SmsSettings } from './sms-url.js';
import type { ProviderContext } from './sms-settings.js';
import { taqnyat } from './taqnyat.js';
import { twilio } from './twilio.js';
import { unifonic } from './unifonic.js';
import { webhook } from './webhook.js';

/** The adapter SMS_URL names. */
export function smsProvider(settings: SmsSettings, context: ProviderContext, clock: Clock): MessageProvider {
  switch (settings.provider) {
    case 'unifonic':
      return unifonic(settings, context);
    case 'taqnyat':
      return taqnyat(settings);
    case 'msegat':
      return msegat(settings);
    case 'twilio':
      return twilio(settings, context);
    case 'webhook':
      return webhook(settings, context, clock);
  }
}
