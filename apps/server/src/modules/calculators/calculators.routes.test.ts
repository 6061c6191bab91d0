/**
 * Calculators (issue 14) through the real app: compute + explain + history, per route success,
 * 422, 401, 403 (tenants and providers do not use calculators) and 404 for another user's result.
 * The AI explanation comes from a small OpenAI-compatible server started here when AI_* is set, and
 * from the local engine otherwise.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorHistoryResponse, CalculatorResult } from '@lintel/shared';
import { buildTestApp, json, type TestApp } from '../../test/build-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const mortgage = { kind: 'mortgage', homePrice: 250_000, downPayment: 50_000, annualRatePercent: 6, years: 30 };
const windows = { kind: 'windowReplacement', productType: 'window', quantity: 10, widthInches: 36, heightInches: 48, oldUFactor: 1.04, newUFactor: 0.3, state: 'IL' };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t, { role: 'homeOwner' });
  other = await createUser(t, { role: 'propertyManager' });
});
afterAll(() => t.close());

const generate = (as: TestUser | undefined, inputData: unknown, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/calendar-history/generate-ai-result', headers: as?.headers ?? {}, payload: { inputData } as object });

describe('POST /calendar-history/generate-ai-result', () => {
  it('computes a mortgage locally and explains it with the local engine (no AI_*)', async () => {
    const response = await generate(owner, mortgage);
    expect(response.statusCode).toBe(201);
    const body = json<CalculatorResult>(response);
    expect(body).toMatchObject({ kind: 'mortgage', source: 'local', inputData: mortgage });
    // 200,000 at 6 % for 30 years: 1,199.10 a month (shared calculator tests show the sum).
    expect(body.result.figures.find((f) => f.key === 'monthlyPayment')?.value).toBe(1_199.1);
    expect(body.result.series?.kind).toBe('amortisation');
    expect(body.result.series?.points).toHaveLength(30);
    expect(body.explanation.summary).toContain('$1,199.10');
  });

  it("prices windows with the configurator's own table and the state's degree days", async () => {
    const body = json<CalculatorResult>(await generate(owner, windows));
    // Catalogue: windows 180.00 + 22.50/ft²; 36" × 48" = 12 ft² → 450.00 each, 4,500.00 for 10.
    expect(body.result.figures.find((f) => f.key === 'totalCost')?.value).toBe(4_500);
    expect(body.result.figures.find((f) => f.key === 'heatingDegreeDays')?.value).toBe(6_300);
    expect(body.result.figures.find((f) => f.key === 'annualSaving')?.value).toBe(244.48);
  });

  it('every other calculator answers 201 with exact dollar figures', async () => {
    for (const inputData of [
      { kind: 'affordability', grossMonthlyIncome: 6_000, monthlyDebts: 500, downPayment: 40_000, annualRatePercent: 6, years: 30, monthlyTaxesAndInsurance: 400 },
      { kind: 'rentalReturns', purchasePrice: 200_000, closingCosts: 5_000, downPayment: 40_000, annualRatePercent: 6, years: 30, monthlyRent: 2_000, vacancyPercent: 5, annualOperatingExpenses: 8_000 },
      { kind: 'rentVsBuy', homePrice: 400_000, downPayment: 80_000, annualRatePercent: 6, years: 30, annualInsurance: 1_500, monthlyRent: 2_000, horizonYears: 10 },
    ]) {
      const response = await generate(other, inputData);
      expect(response.statusCode, inputData.kind).toBe(201);
      for (const figure of json<CalculatorResult>(response).result.figures) {
        if (figure.unit === 'usd') expect(String(figure.value), figure.key).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }
    }
  });

  it('bad input is a 422 with details naming the field', async () => {
    const response = await generate(owner, { ...mortgage, downPayment: 300_000 });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(json(response).details)).toContain('downPayment');
    expect((await generate(owner, { kind: 'horoscope' })).statusCode).toBe(422);
    expect((await generate(owner, { ...mortgage, homePrice: 1.234 })).statusCode).toBe(422);
    expect((await generate(owner, { ...windows, state: undefined })).statusCode).toBe(422);
  });

  it('401 without a token; 403 for tenants and service providers', async () => {
    expect((await generate(undefined, mortgage)).statusCode).toBe(401);
    for (const role of ['tenant', 'serviceProvider'] as const) {
      expect((await generate(await createUser(t, { role }), mortgage)).statusCode).toBe(403);
    }
  });
});

describe('the history: GET /calendar-history, GET and DELETE /calendar-history/{id}', () => {
  it('lists the caller’s results newest first, pages, filters by kind, and never shows another user’s', async () => {
    const user = await createUser(t, { role: 'propertyManager' });
    const first = json<CalculatorResult>(await generate(user, mortgage));
    const second = json<CalculatorResult>(await generate(user, { ...mortgage, years: 15 }));
    await generate(user, windows);
    const page = json<CalculatorHistoryResponse>(await t.app.inject({ method: 'GET', url: '/api/calendar-history?pageSize=2', headers: user.headers }));
    expect(page.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page.results[0]?.kind).toBe('windowReplacement');
    expect(page.results[1]).toMatchObject({ id: second.id, headline: '$1,687.71 a month' });
    const mortgages = json<CalculatorHistoryResponse>(await t.app.inject({ method: 'GET', url: '/api/calendar-history?kind=mortgage', headers: user.headers }));
    expect(mortgages.results.map((r) => r.id)).toEqual([second.id, first.id]);
    const others = json<CalculatorHistoryResponse>(await t.app.inject({ method: 'GET', url: '/api/calendar-history', headers: owner.headers }));
    expect(others.results.map((r) => r.id)).not.toContain(first.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-history?pageSize=101', headers: user.headers })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-history?kind=tarot', headers: user.headers })).statusCode).toBe(422);
  });

  it('reopens and deletes a result; another user gets 404 for both and the result stays', async () => {
    const created = json<CalculatorResult>(await generate(owner, mortgage));
    const url = `/api/calendar-history/${created.id}`;
    const reopened = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(reopened.statusCode).toBe(200);
    expect(json<CalculatorResult>(reopened)).toEqual(created);
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-history/not-a-uuid', headers: owner.headers })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const tenant = await createUser(t, { role: 'tenant' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: tenant.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(404);
  });
});

describe('with an AI provider configured (a local OpenAI-compatible server)', () => {
  let server: Server;
  let ai: TestApp;
  let prompts: string[] = [];
  let answer = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: Array<{ content: string }> };
        prompts.push(body.messages.map((m) => m.content).join('\n'));
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ id: 'c', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer, refusal: null } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    ai = await buildTestApp({ ai: { baseUrl, apiKey: 'k', model: 'm', timeoutMs: 5_000 } });
  });
  afterAll(async () => {
    await ai.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends only the computed figures and returns the validated explanation with source "ai"', async () => {
    const user = await createUser(ai, { role: 'homeOwner' });
    answer = JSON.stringify({ summary: 'Your payment is $1,199.10 a month.', recommendations: ['Consider a 15-year term.'] });
    prompts = [];
    const body = json<CalculatorResult>(await generate(user, mortgage, ai));
    expect(body).toMatchObject({ source: 'ai', explanation: { summary: 'Your payment is $1,199.10 a month.', recommendations: ['Consider a 15-year term.'] } });
    expect(prompts[0]).toContain('$1,199.10');
    expect(prompts[0]).toContain('Use ONLY the numbers given');
  });

  it('an answer of the wrong shape falls back to the local engine (source "local")', async () => {
    const user = await createUser(ai, { role: 'homeOwner' });
    answer = JSON.stringify({ summary: '', recommendations: [] });
    const body = json<CalculatorResult>(await generate(user, mortgage, ai));
    expect(body.source).toBe('local');
    expect(body.explanation.summary).toContain('$1,199.10');
  });
});
