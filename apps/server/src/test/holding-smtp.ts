/**
 * A small real SMTP server for tests (plain, no TLS, no pipelining) that holds each message: it
 * answers the end of DATA only once the test calls `release()`, so a mailer sending to it blocks
 * exactly as long as the test wants — an ordering the test controls, not a timer.
 */
import net from 'node:net';

export interface HoldingSmtp {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  /** The raw DATA of every message received so far (held ones included). */
  messages: string[];
  /** Resolves once `count` messages have arrived (held or not). */
  arrived(count: number): Promise<void>;
  /** Answers every held message, and every later one at once. */
  release(): void;
  close(): Promise<void>;
}

export async function startHoldingSmtp(port: number): Promise<HoldingSmtp> {
  const messages: string[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 holding-smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve();
          void released.then(() => reply('250 2.0.0 queued'));
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-holding-smtp\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    arrived: (count) => (messages.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    release,
    async close() {
      release();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
