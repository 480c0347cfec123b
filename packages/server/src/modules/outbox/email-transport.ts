import nodemailer from 'nodemailer';

export interface EmailTransport {
  /** `text` and, when given, `html` go out as the two parts of one multipart/alternative message. */
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
  close(): void;
}

/** Delivers email through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html }) {
      await transporter.sendMail({ from, to, subject, text, html });
    },
    close: () => transporter.close(),
  };
}
