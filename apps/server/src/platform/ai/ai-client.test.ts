/**
 * The AI client against a small OpenAI-compatible server started here (real HTTP on a free port,
 * `POST /v1/chat/completions`); each test sets how the server answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { createAiClient, defineAiFeature, type AiLog } from './ai-client.ts';

type Handler = (request: IncomingMessage, body: Record<string, unknown>, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let received: Array<Record<string, unknown>>;
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      received.push(body);
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

/** A chat completion whose message content is `content`. */
function answer(response: ServerResponse, content: string, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
    }),
  );
}

interface LogEntry {
  level: 'warn' | 'error';
  data: unknown;
  message: unknown;
}
function recordingLog(): AiLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (data: unknown, message?: unknown) => void entries.push({ level, data, message });
  return { entries, warn: at('warn'), error: at('error') } as unknown as AiLog & { entries: LogEntry[] };
}

const summarySchema = z.object({ title: z.string().min(1), priority: z.enum(['low', 'normal', 'urgent']) });
const summarize = defineAiFeature({
  name: 'request_summary',
  schema: summarySchema,
  prompt: (text: string) => ({ system: 'Summarise the tenant request as JSON.', user: text }),
  local: (text: string) => ({ title: text.split(/\s+/).slice(0, 4).join(' '), priority: /leak|flood|fire/i.test(text) ? ('urgent' as const) : ('normal' as const) }),
});

function client(timeoutMs = 5_000, log: AiLog = recordingLog()) {
  return createAiClient({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs }, log);
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('platform/ai against an OpenAI-compatible server', () => {
  it('sends the model, the messages and a JSON schema, and returns the validated answer with source "ai"', async () => {
    handler = (request, _body, response) => {
      expect(request.headers.authorization).toBe('Bearer test-key');
      answer(response, JSON.stringify({ title: 'Kitchen tap leaks', priority: 'urgent' }));
    };
    const result = await client().run(summarize, 'The kitchen tap leaks onto the floor');
    expect(result).toEqual({ source: 'ai', output: { title: 'Kitchen tap leaks', priority: 'urgent' } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      model: 'test-model',
      messages: [
        { role: 'system', content: 'Summarise the tenant request as JSON.' },
        { role: 'user', content: 'The kitchen tap leaks onto the floor' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'request_summary' } },
    });
  });

  it('a malformed answer (not JSON, or JSON of the wrong shape) is AI_BAD_RESPONSE, logged but never shown raw', async () => {
    const log = recordingLog();
    handler = (_request, _body, response) => answer(response, 'Sure! Here is your summary: <script>secret</script>');
    const notJson = await failure(client(5_000, log).complete({ name: 'request_summary', schema: summarySchema, system: 's', user: 'u' }));
    expect(notJson.code).toBe('AI_BAD_RESPONSE');
    expect(notJson.statusCode).toBe(502);
    expect(notJson.message).not.toContain('secret');
    expect(JSON.stringify(log.entries)).toContain('secret');

    handler = (_request, _body, response) => answer(response, JSON.stringify({ title: '', priority: 'whenever' }));
    const wrongShape = await failure(client().complete({ name: 'request_summary', schema: summarySchema, system: 's', user: 'u' }));
    expect(wrongShape.code).toBe('AI_BAD_RESPONSE');
    expect(wrongShape.message).not.toContain('whenever');
  });

  it('retries once on a 500 and then succeeds', async () => {
    handler = (_request, _body, response) => {
      if (received.length === 1) response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
      else answer(response, JSON.stringify({ title: 'Broken lock', priority: 'normal' }));
    };
    const output = await client().complete({ name: 'request_summary', schema: summarySchema, system: 's', user: 'u' });
    expect(output).toEqual({ title: 'Broken lock', priority: 'normal' });
    expect(received).toHaveLength(2);
  });

  it('gives up after one retry: two 500s are AI_UNAVAILABLE', async () => {
    handler = (_request, _body, response) => response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
    const error = await failure(client().complete({ name: 'request_summary', schema: summarySchema, system: 's', user: 'u' }));
    expect(error.code).toBe('AI_UNAVAILABLE');
    expect(received).toHaveLength(2);
  });

  it('a server that never answers ends in a clean AI_UNAVAILABLE timeout naming the configured deadline', async () => {
    handler = (_request, _body, response) => void hanging.add(response);
    const error = await failure(client(400).complete({ name: 'request_summary', schema: summarySchema, system: 's', user: 'u' }));
    expect(error.code).toBe('AI_UNAVAILABLE');
    expect(error.message).toBe('The AI service did not answer within 0.4 s');
    expect(received.length).toBeGreaterThanOrEqual(1);
  });

  it('run() falls back to the local engine when the model fails, and says so; fallback: false throws', async () => {
    handler = (_request, _body, response) => answer(response, 'not json');
    const result = await client().run(summarize, 'Water leak under the sink');
    expect(result).toEqual({ source: 'local', output: { title: 'Water leak under the', priority: 'urgent' } });
    const error = await failure(client().run(summarize, 'Water leak under the sink', { fallback: false }));
    expect(error.code).toBe('AI_BAD_RESPONSE');
  });
});

describe('platform/ai without AI_*', () => {
  it('every feature answers from its deterministic local engine with source "local", and complete() refuses', async () => {
    const ai = createAiClient(undefined, recordingLog());
    expect(ai.enabled).toBe(false);
    const first = await ai.run(summarize, 'Front door lock is stuck');
    expect(first).toEqual({ source: 'local', output: { title: 'Front door lock is', priority: 'normal' } });
    expect(await ai.run(summarize, 'Front door lock is stuck')).toEqual(first);
    const error = await failure(ai.complete({ name: 'x', schema: summarySchema, system: 's', user: 'u' }));
    expect(error.code).toBe('AI_UNAVAILABLE');
  });
});
