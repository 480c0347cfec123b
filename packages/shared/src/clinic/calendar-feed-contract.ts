import { z } from 'zod';

/** Whose appointments a feed lists: those the doctor treats, or those the patient attends. */
export const CALENDAR_FEED_KINDS = ['doctor', 'patient'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/** How many days back a feed reaches; everything after that, future included, is in it. */
export const CALENDAR_FEED_PAST_DAYS = 30;

/** The feed's file in its URL: the 43-character token (32 random bytes, base64url) and `.ics`. */
export const calendarFeedFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/),
});

/** Whether the caller's feed is on, and since when its current link works (the link itself is shown once). */
export const calendarFeedSchema = z
  .object({
    enabled: z.boolean(),
    kind: z.enum(CALENDAR_FEED_KINDS),
    since: z.iso.datetime().nullable().describe('When the current link was made; null while the feed is off'),
  })
  .meta({ id: 'CalendarFeed' });

/** A new link, answered once when the feed is turned on or its link replaced: only its hash is kept. */
export const calendarFeedLinkSchema = calendarFeedSchema
  .extend({
    enabled: z.literal(true),
    since: z.iso.datetime(),
    webcal: z.string().describe('The webcal:// address calendar apps subscribe to'),
    https: z.string().describe('The same feed over https://, for apps that take a plain URL'),
    qrSvg: z.string().describe('An SVG of the QR code of the webcal:// address'),
  })
  .meta({ id: 'CalendarFeedLink' });

export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
