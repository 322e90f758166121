/**
 * A real SMTP server in the test process (smtp-server, on a free port of 127.0.0.1): it keeps
 * every message it accepts, parsed with mailparser, and can refuse for a while (451, as a
 * full or throttling mail server does) or go away and come back on the same port (an outage).
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface Received {
  raw: string;
  mail: ParsedMail;
  at: number;
}

export interface TestSmtp {
  url: string;
  received: Received[];
  /** 'accept' (default) or 'refuse': every message answered 451. */
  mode: 'accept' | 'refuse';
  /** Stops listening: connections are refused until `start()`. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Message-IDs received more than once. */
  duplicates: () => string[];
}

/** A client killed mid-session (kill -9 of a server under test) resets its socket: expected here. */
function listenQuietly(server: SMTPServer): SMTPServer {
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  return server;
}

export async function startSmtp(): Promise<TestSmtp> {
  let port = 0;
  const smtp: TestSmtp = {
    url: '',
    received: [],
    mode: 'accept',
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    start: async () => {
      server = create();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    duplicates: () => {
      const ids = smtp.received.map((r) => r.mail.messageId ?? '');
      return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    },
  };
  const create = () =>
    listenQuietly(
      new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        disableReverseLookup: true,
        closeTimeout: 50,
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', async () => {
            if (smtp.mode === 'refuse')
              return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
            const raw = Buffer.concat(chunks).toString('utf8');
            smtp.received.push({ raw, mail: await simpleParser(raw), at: Date.now() });
            callback();
          });
        },
      }),
    );
  let server = create();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  smtp.url = `smtp://127.0.0.1:${port}`;
  return smtp;
}
