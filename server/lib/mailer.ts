import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../env';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const TIMEOUT_MS = 15_000;

/**
 * Sends through the configured SMTP server with nodemailer: STARTTLS when the server offers it
 * (or TLS from the start with SMTP_SECURE), one pooled connection reused across a batch.
 */
export function createMailer(smtp: SmtpConfig) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.auth ?? undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(message: EmailMessage): Promise<void> {
      await transport.sendMail({ from: smtp.from, ...message });
    },
    close: () => transport.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
