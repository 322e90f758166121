/**
 * SMTP from the environment (DECISIONS §15): `SMTP_URL` (smtp://user:pass@host:587, or smtps://
 * for TLS from the start) and `MAIL_FROM` ('Haeon IT <noreply@example.com>'). Without both, no
 * mail is sent: the server says so in one line at start and the outbox keeps every notification
 * until a restart with them set.
 */
import { createTransport } from 'nodemailer';
import type { MailTransport } from './outbox.ts';

export interface MailSettings {
  smtpUrl?: string;
  mailFrom?: string;
}

/**
 * ({}) -> the one line saying what is missing; ({ smtpUrl, mailFrom }) -> undefined;
 * ({ smtpUrl: 'mail.example.com', ... }) -> throws: a typo stops the start rather than every mail.
 */
export function missingMailSettings(settings: MailSettings): string | undefined {
  const missing = [!settings.smtpUrl && 'SMTP_URL', !settings.mailFrom && 'MAIL_FROM'].filter(
    Boolean,
  );
  if (settings.smtpUrl && !/^smtps?:\/\/[^/?#]+/.test(settings.smtpUrl))
    throw new Error('SMTP_URL: expected smtp://[user:password@]host[:port] or smtps://...');
  if (!missing.length) return undefined;
  return `mail: ${missing.join(' and ')} not set, so no inquiry mail is sent; notifications wait in the outbox until the server starts with them`;
}

/**
 * A pool of SMTP connections kept open between mails: a new session per mail costs about 100 ms
 * even on this machine (a backlog after an outage goes out at ~2 ms a mail). One connection per
 * mail the sender has in flight, so one that hangs does not hold the others. These timeouts are
 * per step and any byte resets them; the sender's overall deadline (server/mail/outbox.ts) aborts
 * a send that trickles forever, and the pool closes that connection.
 */
export function createMailTransport(smtpUrl: string, connections: number): MailTransport {
  return createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  } as Parameters<typeof createTransport>[0] & { pool: true });
}
