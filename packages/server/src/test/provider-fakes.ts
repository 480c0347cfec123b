import { createHmac } from 'node:crypto';
import type { OutboxProvider } from '@bayan/shared';
import type { ProviderBehaviour, ProviderRequest } from './fake-provider.js';

/** The test's public address: callback URLs (and Twilio's signature over them) start with it. */
export const PUBLIC_URL = 'https://bayan.example.org';
export const TO = '+966501234567';
export const TWILIO = { sid: `AC${'1f'.repeat(16)}`, token: 'twilio-auth-token-0123456789' };
export const WEBHOOK_SECRET = `whsec_${Buffer.from('a shared secret of 32 bytes long!').toString('base64')}`;
export const META = { token: 'EAAtestaccesstoken', appSecret: 'meta-app-secret-0123456789', phoneId: '1234567890' };
export const UNIFONIC = { appSid: 'unifonic-app-sid', token: 'unifonic-callback-token-0123' };

/** A request to inject into the app: a provider's status callback. */
export interface Callback {
  url: string;
  headers: Record<string, string>;
  payload: string;
}

export interface DocumentedRequest {
  path: string;
  headers: Record<string, string>;
  fields: unknown;
}

/** What one provider's fake needs: its SMS_URL (or WHATSAPP_URL), its answers, and its callbacks. */
export interface ProviderSpec {
  name: OutboxProvider;
  env: (host: string) => Record<string, string>;
  behaviour: ProviderBehaviour;
  /** The provider's id of the n-th accepted message, as its answer names it. */
  idOf: (n: number) => string;
  /** The refusal's reason as the outbox row shows it. */
  refusal: RegExp;
  /** The reason an undelivered status callback leaves on the row. */
  undelivered?: string;
  /**
   * The documented request (a POST) for `body` to TO: its path, the headers that authenticate and
   * type it, and its body's fields (of a form or JSON). `sent` is the request that came, for a
   * signature over its own timestamp.
   */
  request(body: string, outboxId: number, sent: ProviderRequest): DocumentedRequest;
  /** Its status callback for a message, signed (or with the token) as the provider does, or forged. */
  callback?: (
    message: { outboxId: number; providerId: string },
    state: 'delivered' | 'failed',
    forged: boolean,
  ) => Callback;
}

const form = (body: string) => Object.fromEntries(new URLSearchParams(body));
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;
const hmac = (algorithm: string, key: string | Buffer, data: string, encoding: 'base64' | 'hex') =>
  createHmac(algorithm, key).update(data).digest(encoding);
const statusPath = (name: string) => `/api/outbox/status/${name}`;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/** A request's body as its content type reads: a form's fields, or JSON. */
export const fieldsOf = (request: ProviderRequest): unknown =>
  request.headers['content-type'] === FORM_TYPE ? form(request.body) : json(request.body);

/** Twilio's documented signature: HMAC-SHA1 with the Auth Token over the URL and each POST parameter, sorted by name. */
function twilioSignature(url: string, params: Record<string, string>, token: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return hmac('sha1', token, data, 'base64');
}

/** Standard Webhooks' signature: "v1," and the HMAC-SHA256 of "id.timestamp.body" with the secret's bytes. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${hmac('sha256', key, `${id}.${timestamp}.${body}`, 'base64')}`;
}

export const SPECS: ProviderSpec[] = [
  {
    name: 'unifonic',
    env: (host) => ({
      SMS_URL: `unifonic+http://${UNIFONIC.appSid}@${host}?sender=Bayan&token=${UNIFONIC.token}&timeout=2`,
    }),
    behaviour: {
      accept: (request, n) => ({
        status: 200,
        body: {
          success: true,
          message: '',
          errorCode: 'ER-00',
          data: { MessageID: 42000348806900 + n, CorrelationID: form(request.body).CorrelationID, Status: 'Sent' },
        },
      }),
      refuse: () => ({
        status: 200,
        body: { success: false, message: 'Dest num is too short', errorCode: 'ER-04', data: {} },
      }),
    },
    idOf: (n) => String(42000348806900 + n),
    refusal: /^Unifonic ER-04: Dest num is too short$/,
    undelivered: 'Unifonic DLR: Undeliverable',
    request: (body, outboxId) => ({
      path: '/rest/SMS/messages',
      headers: { 'content-type': FORM_TYPE },
      fields: {
        AppSid: UNIFONIC.appSid,
        SenderID: 'Bayan',
        Recipient: '966501234567',
        Body: body,
        responseType: 'JSON',
        CorrelationID: `bayan-${outboxId}`,
      },
    }),
    callback: ({ providerId }, state, forged) => ({
      url: `${statusPath('unifonic')}?token=${forged ? 'not-the-token-0123456789' : UNIFONIC.token}`,
      headers: { 'content-type': FORM_TYPE },
      payload: new URLSearchParams({
        MessageID: providerId,
        DLR: state === 'delivered' ? 'Delivered' : 'Undeliverable',
        Recipient: '966501234567',
      }).toString(),
    }),
  },
  {
    name: 'taqnyat',
    env: (host) => ({ SMS_URL: `taqnyat+http://taqnyat-bearer-token@${host}?sender=Bayan&timeout=2` }),
    behaviour: {
      accept: (_request, n) => ({
        status: 201,
        body: {
          statusCode: 201,
          messageId: 5452899970 + n,
          cost: '0.0600',
          currency: 'SAR',
          accepted: '[966501234567,]',
          rejected: '[]',
        },
      }),
      refuse: () => ({ status: 400, body: { statusCode: 400, message: 'Sender name is not active' } }),
    },
    idOf: (n) => String(5452899970 + n),
    refusal: /^Taqnyat 400: Sender name is not active$/,
    request: (body) => ({
      path: '/v1/messages',
      headers: { authorization: 'Bearer taqnyat-bearer-token', 'content-type': JSON_TYPE },
      fields: { recipients: ['966501234567'], body, sender: 'Bayan' },
    }),
  },
  {
    name: 'msegat',
    env: (host) => ({ SMS_URL: `msegat+http://bayan-user:msegat-api-key@${host}?sender=Bayan&timeout=2` }),
    behaviour: {
      accept: () => ({ status: 200, body: { code: '1', message: 'Success' } }),
      refuse: () => ({ status: 200, body: { code: '1120', message: 'Mobile numbers is not correct' } }),
    },
    idOf: () => '',
    refusal: /^Msegat 1120: Mobile numbers is not correct$/,
    request: (body) => ({
      path: '/gw/sendsms.php',
      headers: { 'content-type': JSON_TYPE },
      fields: {
        userName: 'bayan-user',
        apiKey: 'msegat-api-key',
        numbers: '966501234567',
        userSender: 'Bayan',
        msg: body,
        msgEncoding: 'UTF8',
      },
    }),
  },
  {
    name: 'twilio',
    env: (host) => ({ SMS_URL: `twilio+http://${TWILIO.sid}:${TWILIO.token}@${host}?from=%2B15005550006&timeout=2` }),
    behaviour: {
      accept: (request, n) => ({
        status: 201,
        body: {
          sid: `SM${String(n).padStart(32, '0')}`,
          status: 'queued',
          to: form(request.body).To,
          error_code: null,
        },
      }),
      refuse: () => ({
        status: 400,
        body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
      }),
    },
    idOf: (n) => `SM${String(n).padStart(32, '0')}`,
    refusal: /^Twilio 21211: The 'To' number is not a valid phone number\.$/,
    undelivered: 'Twilio 30003',
    request: (body, outboxId) => ({
      path: `/2010-04-01/Accounts/${TWILIO.sid}/Messages.json`,
      headers: {
        authorization: `Basic ${Buffer.from(`${TWILIO.sid}:${TWILIO.token}`).toString('base64')}`,
        'content-type': FORM_TYPE,
      },
      fields: {
        To: TO,
        From: '+15005550006',
        Body: body,
        StatusCallback: `${PUBLIC_URL}${statusPath('twilio')}?outbox=${outboxId}`,
      },
    }),
    callback: ({ outboxId, providerId }, state, forged) => {
      const url = `${statusPath('twilio')}?outbox=${outboxId}`;
      const params = {
        MessageSid: providerId,
        MessageStatus: state === 'delivered' ? 'delivered' : 'undelivered',
        AccountSid: TWILIO.sid,
        To: TO,
        ...(state === 'failed' ? { ErrorCode: '30003' } : {}),
      };
      const token = forged ? 'a-guessed-auth-token' : TWILIO.token;
      return {
        url,
        headers: {
          'content-type': FORM_TYPE,
          'x-twilio-signature': twilioSignature(`${PUBLIC_URL}${url}`, params, token),
        },
        payload: new URLSearchParams(params).toString(),
      };
    },
  },
  {
    name: 'webhook',
    env: (host) => ({ SMS_URL: `webhook+http://${encodeURIComponent(WEBHOOK_SECRET)}@${host}/hooks/sms?timeout=2` }),
    behaviour: {
      accept: (_request, n) => ({ status: 202, body: { id: `gw-${n}` } }),
      refuse: () => ({ status: 422, body: { error: 'number not reachable' } }),
    },
    idOf: (n) => `gw-${n}`,
    refusal: /^webhook HTTP 422: \{"error":"number not reachable"\}$/,
    undelivered: 'undelivered',
    request: (body, outboxId, sent) => {
      const id = `outbox-${outboxId}`;
      const timestamp = Number(sent.headers['webhook-timestamp']);
      return {
        path: '/hooks/sms',
        headers: {
          'content-type': JSON_TYPE,
          'webhook-id': id,
          'webhook-signature': standardSignature(WEBHOOK_SECRET, id, timestamp, sent.body),
        },
        fields: { type: 'sms.send', timestamp: new Date(timestamp * 1000).toISOString(), data: { id, to: TO, body } },
      };
    },
    callback: ({ providerId }, state, forged) => {
      const payload = JSON.stringify({ type: 'sms.status', data: { id: providerId, status: state } });
      const timestamp = Math.floor(Date.now() / 1000);
      const secret = forged
        ? `whsec_${Buffer.from('not the secret the server has!!').toString('base64')}`
        : WEBHOOK_SECRET;
      return {
        url: statusPath('webhook'),
        headers: {
          'content-type': JSON_TYPE,
          'webhook-id': `status-${providerId}`,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': standardSignature(secret, `status-${providerId}`, timestamp, payload),
        },
        payload,
      };
    },
  },
  {
    name: 'whatsapp',
    env: (host) => ({
      WHATSAPP_URL: `whatsapp+http://${META.token}@${host}/v21.0/${META.phoneId}?notice=bayan_notice&reminder=bayan_reminder&appSecret=${META.appSecret}&verifyToken=meta-verify-token-0123&timeout=2`,
    }),
    behaviour: {
      accept: (request, n) => ({
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: (json(request.body) as { to: string }).to, wa_id: '966501234567' }],
          messages: [{ id: `wamid.${n}` }],
        },
      }),
      refuse: () => ({
        status: 404,
        body: {
          error: {
            message: '(#132001) Template name does not exist in the translation',
            type: 'OAuthException',
            code: 132001,
          },
        },
      }),
    },
    idOf: (n) => `wamid.${n}`,
    refusal: /^WhatsApp 132001: \(#132001\) Template name does not exist in the translation$/,
    undelivered: 'WhatsApp 131026 Message undeliverable',
    request: (body, outboxId) => ({
      path: `/v21.0/${META.phoneId}/messages`,
      headers: { authorization: `Bearer ${META.token}`, 'content-type': JSON_TYPE },
      fields: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '966501234567',
        type: 'template',
        template: {
          name: 'bayan_notice',
          language: { code: /[\u0600-\u06FF]/.test(body) ? 'ar' : 'en' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: body.replace(/\s+/g, ' ') }] }],
        },
        biz_opaque_callback_data: `outbox-${outboxId}`,
      },
    }),
    callback: ({ outboxId, providerId }, state, forged) => {
      const status = {
        id: providerId,
        status: state,
        timestamp: '1767254400',
        recipient_id: '966501234567',
        biz_opaque_callback_data: `outbox-${outboxId}`,
        ...(state === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
      };
      const payload = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'WABA',
            changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [status] } }],
          },
        ],
      });
      const secret = forged ? 'a-guessed-app-secret-000' : META.appSecret;
      return {
        url: statusPath('whatsapp'),
        headers: {
          'content-type': JSON_TYPE,
          'x-hub-signature-256': `sha256=${hmac('sha256', secret, payload, 'hex')}`,
        },
        payload,
      };
    },
  },
];
