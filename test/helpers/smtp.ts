/**
 * A real SMTP server in the test process (smtp-server, on a free port of 127.0.0.1): it keeps
 * every message it accepts, parsed with mailparser, and can refuse for a while (451, as a
 * full or throttling mail server does) or go away and come back on the same port (an outage).
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { createInterface } from 'node:readline';

export interface Received {
  raw: string;
  mail: ParsedMail;
  at: number;
}

export interface TestSmtp {
  url: string;
  received: Received[];
  /** Messages whose data began (DATA answered 354), received in full or not. */
  dataStarted: number;
  /** 'accept' (default) or 'refuse': every message answered 451. */
  mode: 'accept' | 'refuse';
  /** Stops listening: connections are refused until `start()`. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Message-IDs received more than once. */
  duplicates: () => string[];
  /**
   * Runs on each message before the server answers it (a test's fault at that moment); a promise
   * delays the answer (a server slow to take a mail). The mail counts as received after it, even
   * when the client has gone meanwhile, as a real server that got the final dot delivers it.
   */
  beforeAnswer?: (raw: string) => void | Promise<void>;
}

/**
 * A client killed mid-session (kill -9 of a server under test) resets its socket: expected here.
 */
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
    dataStarted: 0,
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
          smtp.dataStarted += 1;
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', async () => {
            await smtp.beforeAnswer?.(Buffer.concat(chunks).toString('utf8'));
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

export interface StallingSmtp {
  url: string;
  /** Message-IDs accepted, with when. */
  accepted: { messageId: string; at: number }[];
  /** Sessions held in a stall right now. */
  stalled: () => number;
  stop: () => Promise<void>;
}

/**
 * A mail server that stalls after DATA on the messages `stall` picks: it never gives the final
 * answer but writes a continuation line ("250-") every 200 ms, so the client's socket timeout,
 * which any byte resets, never fires (a real case: a sender was held for 13.6 minutes).
 * Other messages get "250". Just enough SMTP for nodemailer: EHLO, MAIL, RCPT, DATA, RSET, QUIT.
 */
export async function startStallingSmtp(stall: (raw: string) => boolean): Promise<StallingSmtp> {
  const accepted: StallingSmtp['accepted'] = [];
  const sockets = new Set<Socket>();
  const stalls = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    let data: string[] | undefined;
    let trickle: NodeJS.Timeout | undefined;
    const close = () => {
      clearInterval(trickle);
      stalls.delete(socket);
      sockets.delete(socket);
    };
    socket.on('close', close).on('error', close);
    socket.write('220 stalling.test ESMTP\r\n');
    createInterface({ input: socket, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      if (data && line !== '.') return void data.push(line);
      if (data) {
        const raw = data.join('\r\n');
        data = undefined;
        if (stall(raw)) {
          stalls.add(socket);
          trickle = setInterval(() => socket.write('250-still thinking\r\n'), 200);
          return;
        }
        accepted.push({ messageId: /^Message-ID:\s*(.*)$/im.exec(raw)?.[1] ?? '', at: Date.now() });
        return void socket.write('250 2.0.0 queued\r\n');
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 stalling.test\r\n');
      else if (verb === 'DATA') {
        data = [];
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    stalled: () => stalls.size,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
