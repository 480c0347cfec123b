import nodemailer from 'nodemailer';

export interface EmailTransport {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

/** Delivers email through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text });
    },
    close: () => transporter.close(),
  };
}
