/**
 * A TCP relay a test controls (issue 24: "Redis cut for one instance"): listens on a local port and
 * pipes each connection to `target`; `cut()` drops every open connection and refuses new ones until
 * `restore()`, as a network partition between one instance and its Redis would.
 */
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpRelay {
  /** Port the relay listens on (127.0.0.1). */
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }, port = 0): Promise<TcpRelay> {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(target);
    open.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    close() {
      down = true;
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
