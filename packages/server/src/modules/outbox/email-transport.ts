import type { Transporter } from 'nodemailer';
import type { CalendarInvite } from './outbox.table.js';

export interface EmailTransport {
  /**
   * `text` and, when given, `html` go out as the two parts of one multipart/alternative message;
   * a `calendar` invite as a third, text/calendar part, and as an `invite.ics` attachment; a
   * series' other visits as invite-2.ics, … attachments.
   */
  send(message: { to: string; subject: string; text: string; html?: string; calendar?: CalendarInvite }): Promise<void>;
  close(): void;
}

/**
 * Delivers email through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the
 * URL). nodemailer is loaded with the first message, not at the server's start (issue 33).
 */
export function smtpTransport(url: string, from: string): EmailTransport {
  let transporter: Promise<Transporter> | undefined;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    async send({ to, subject, text, html, calendar }) {
      const icalEvent = calendar && { method: calendar.method, filename: 'invite.ics', content: calendar.content };
      const contentType = `text/calendar; charset=utf-8; method=${calendar?.method ?? 'REQUEST'}`;
      const attachments = (calendar?.more ?? []).map((content, index) => ({
        filename: `invite-${index + 2}.ics`,
        content,
        contentType,
      }));
      await (
        await open()
      ).sendMail({
        from,
        to,
        subject,
        text,
        html,
        ...(icalEvent ? { icalEvent } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
