/** A `ws` client of the live channel for tests (GET /api/live over real HTTP): frames queued in arrival order. */
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import type { LiveServerMessage } from '@lintel/shared';
import type { TestApp } from './build-app.ts';
import type { TestUser } from './factories.ts';

export interface LiveClient {
  socket: WebSocket;
  /** The next server frame (frames are queued in arrival order). */
  next(): Promise<LiveServerMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send(message: unknown): void;
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
}

export async function connect(url: string): Promise<LiveClient> {
  const socket = new WebSocket(url);
  const frames: LiveServerMessage[] = [];
  const waiting: { resolve: (message: LiveServerMessage) => void; reject: (error: Error) => void }[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as LiveServerMessage;
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(message);
    else frames.push(message);
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      closeCode = code;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error(`closed with ${code} while waiting for a frame`));
      resolve(code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next: () => {
      const frame = frames.shift();
      if (frame) return Promise.resolve(frame);
      if (closeCode !== undefined) return Promise.reject(new Error(`closed with ${closeCode}`));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
}

export async function signedIn(url: string, user: TestUser): Promise<LiveClient> {
  const client = await connect(url);
  client.send({ type: 'auth', token: user.token });
  expect(await client.next()).toEqual({ type: 'ready', userId: user.id });
  return client;
}

