/**
 * SMTP from the environment (contracts §15): `SMTP_URL` (smtp://user:pass@host:587, or smtps://
 * for TLS from the start) and `MAIL_FROM` ('Haeon IT <noreply@example.com>'). Without both, no
 * mail is sent: the server says so in one line at start and the outbox keeps every notification
 * until a restart with them set.
 */
import { Readable } from 'node:stream';
import { createTransport } from 'nodemailer';
import { ANSWER_MS, type GatedMail, type MailTransport } from './outbox.ts';

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
 * mail the sender has in flight, so one that hangs does not hold the others. The connection and
 * greeting timeouts are per step and any byte resets them; the sender's deadline
 * (server/mail/outbox.ts) aborts a send that trickles forever before its final dot. After the
 * dot the socket may stay silent up to ANSWER_MS, the answer wait (a shorter timeout would
 * abandon a mail the server may have taken).
 *
 * Every message's stream ends with its `beforeFinalDot`: nodemailer pipes the message into the
 * DATA stream after the server's 354 and writes the final dot when the message stream ends, and
 * drops the connection without it when the stream fails. The stream below is read on demand (no
 * read-ahead), so its end, and the check, comes when the data has gone to the socket, not when
 * nodemailer composed the message before the envelope.
 */
export function createMailTransport(smtpUrl: string, connections: number): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: ANSWER_MS,
  } as Parameters<typeof createTransport>[0] & { pool: true });
  transporter.use('stream', (mail, done) => {
    const gate = (mail.data as GatedMail).beforeFinalDot;
    if (gate)
      mail.message.processFunc((input) =>
        Readable.from(endsWith(input, gate), { objectMode: false, highWaterMark: 0 }),
      );
    done();
  });
  return transporter;
}

/** `input`'s chunks, then `gate()`, awaited when the reader asks past the last chunk. */
async function* endsWith(input: AsyncIterable<Buffer>, gate: () => Promise<void>) {
  for await (const chunk of input) yield chunk;
  await gate();
}
