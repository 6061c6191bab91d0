/**
 * Suggested contractors with an AI provider: a small OpenAI-compatible server started here answers
 * the chat completion. The AI may re-rank and explain the candidates; an answer naming someone who
 * is not a candidate is refused and the local ranking answers instead (source: local).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createProperty, createUser, type TestUser } from '../../test/factories.ts';
import { injector } from '../../test/money-factories.ts';
import { updateUser } from '../auth/auth.repository.ts';

let server: Server;
let answer: (candidateIds: string[]) => unknown;
let received: Array<{ messages: Array<{ role: string; content: string }> }> = [];
let t: TestApp;
let call: ReturnType<typeof injector>;
let landlord: TestUser;
let plumber: TestUser;
let roofer: TestUser;
let contactId: string;
let workOrderId: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof received)[number];
      received.push(body);
      const user = JSON.parse(body.messages.find((message) => message.role === 'user')!.content) as { candidates: Array<{ id: string }> };
      const content = JSON.stringify(answer(user.candidates.map((candidate) => candidate.id)));
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'x', object: 'chat.completion', created: 1, model: 'test', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await buildTestApp({ ai: { baseUrl, apiKey: 'k', model: 'test', timeoutMs: 5_000 } });
  call = injector(t);
  landlord = await createUser(t, { role: 'propertyManager' });
  plumber = await createUser(t, { role: 'serviceProvider' });
  roofer = await createUser(t, { role: 'serviceProvider' });
  await updateUser(t.deps.db, plumber.id, { companyName: 'Pipe Pros', trades: ['Plumbing'] });
  await updateUser(t.deps.db, roofer.id, { companyName: 'Top Roofs', trades: ['Roofing'] });
  const property = await createProperty(t, landlord);
  // A Contractor contact (category 1) with the Plumber trade, in the property's city.
  const subCategories = json<{ subCategories: Array<{ id: number; name: string }> }>(await call('GET', '/api/contractor-sub-categories', landlord)).subCategories;
  const plumbing = subCategories.find((category) => /plumb/i.test(category.name))!;
  contactId = json<{ id: string }>(await call('POST', '/api/contacts', landlord, { type: 'company', companyName: 'Local Drains', categoryId: 1, subCategoryId: plumbing.id, address: '9 Oak St, Portland' })).id;
  workOrderId = json<{ id: string }>(
    await call('POST', '/api/work-orders', landlord, { name: 'Burst pipe', category: 'plumbing', property: property.id }),
  ).id;
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Suggested = { source: string; contractors: Array<{ id: string; name: string; kind: string; reasons: string[] }> };

describe('GET /work-orders/generate-contractors/{id} with an AI provider', () => {
  it('the AI re-ranks and explains within the candidates (source: ai)', async () => {
    answer = (ids) => ({ contractors: [...ids].reverse().map((id) => ({ id, reasons: [`AI reason for ${id.slice(0, 8)}`] })) });
    received = [];
    const response = await call('GET', `/api/work-orders/generate-contractors/${workOrderId}`, landlord);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Suggested>(response);
    expect(body.source).toBe('ai');
    expect(received).toHaveLength(1);
    expect(body.contractors.map((row) => row.id).sort()).toEqual([plumber.id, roofer.id, contactId].sort());
    expect(body.contractors[0]!.reasons[0]).toMatch(/^AI reason for /);
    // The candidates sent carry the evidence: the contact's trade and city.
    const sent = JSON.parse(received[0]!.messages.find((message) => message.role === 'user')!.content) as { candidates: Array<{ id: string; trades: string[]; sameCity: boolean | null }> };
    expect(sent.candidates.find((candidate) => candidate.id === contactId)).toMatchObject({ sameCity: true });
  });

  it('an invented contractor makes the answer unusable: the local ranking answers (source: local)', async () => {
    answer = (ids) => ({ contractors: [{ id: '01900000-0000-7000-8000-00000000beef', reasons: ['Made up'] }, ...ids.map((id) => ({ id, reasons: ['x'] }))] });
    const body = json<Suggested>(await call('GET', `/api/work-orders/generate-contractors/${workOrderId}`, landlord));
    expect(body.source).toBe('local');
    expect(body.contractors.map((row) => row.id)).not.toContain('01900000-0000-7000-8000-00000000beef');
    // Local: both plumbing candidates rank above the roofer; the contact in the property's city says so.
    expect(body.contractors.at(-1)!.id).toBe(roofer.id);
    const contact = body.contractors.find((row) => row.id === contactId)!;
    expect(contact.kind).toBe('contact');
    expect(contact.reasons.join(' ')).toContain('Portland');
  });

  it('a repeated candidate is refused too', async () => {
    answer = (ids) => ({ contractors: [{ id: ids[0], reasons: ['a'] }, { id: ids[0], reasons: ['b'] }] });
    expect(json<Suggested>(await call('GET', `/api/work-orders/generate-contractors/${workOrderId}`, landlord)).source).toBe('local');
  });
});
