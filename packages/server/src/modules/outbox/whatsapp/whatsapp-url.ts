import { z } from 'zod';
import { callbackToken, providerSettings, readProviderUrl, timeoutParam } from '../provider-url.js';

const EXAMPLE =
  'whatsapp://<access token>@graph.facebook.com/v21.0/<phone number id>?notice=<template>&reminder=<template>';

/** An approved template's name at Meta: lower-case letters, digits and underscores. */
const templateName = z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be an approved template’s name (a-z, 0-9, _)');
/** A template language code at Meta: `ar`, `en`, `en_US`… */
const languageCode = z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a template language code (ar, en, en_US)');

const readUrl = providerSettings('whatsapp', (url) => ({ token: url.user, endpoint: url.path }), {
  credentials: z.object({
    token: z.string().min(1, 'needs the access token before the @'),
    endpoint: z
      .string()
      .regex(
        /^\/v\d{1,3}\.\d{1,2}\/\d{5,20}$/,
        'needs the Graph API version and phone number id as the path (/v21.0/1234…)',
      ),
  }),
  params: z
    .object({
      /** Booking notices and the other notices a text message carries. */
      notice: templateName.optional(),
      /** The clinic's appointment reminders. */
      reminder: templateName.optional(),
      /** Codes go by WhatsApp only when an authentication template is named here. */
      code: templateName.optional(),
      /** Meta's app secret: status callbacks are signed with it (X-Hub-Signature-256). */
      appSecret: z.string().min(16).max(200).optional(),
      /** The token Meta's webhook subscription (GET hub.verify_token) must show. */
      verifyToken: callbackToken.optional(),
      ar: languageCode.default('ar'),
      en: languageCode.default('en'),
      timeout: timeoutParam,
    })
    .refine((params) => Boolean(params.notice || params.reminder || params.code), {
      message: 'names no template: give notice=, reminder= or code= (or leave WHATSAPP_URL unset)',
    }),
});

/** WHATSAPP_URL: the Cloud API's phone number, token and the templates each kind of message uses. */
export const whatsappUrlSchema = z.string().transform((value, ctx) => {
  const url = readProviderUrl(value);
  if (!url || url.provider !== 'whatsapp') {
    ctx.addIssue({ code: 'custom', message: `must be a URL such as ${EXAMPLE}` });
    return z.NEVER;
  }
  return readUrl(url, ctx);
});
export type WhatsAppSettings = z.output<typeof whatsappUrlSchema>;
