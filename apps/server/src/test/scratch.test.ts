import { it } from 'vitest';
import { buildTestApp } from './build-app.ts';
import { createUser } from './factories.ts';
it('probe', async () => {
  const t = await buildTestApp();
  const u = await createUser(t);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as any;
  for (const r of t.routes) {
    const [m, p] = r.split(' ');
    if (m !== 'PUT' && m !== 'PATCH') continue;
    const op = doc.paths[p!.replace(/:(\w+)/g, '{$1}')]?.[m!.toLowerCase()];
    console.log(r, op?.requestBody ? 'body' : 'NO BODY', JSON.stringify(op?.requestBody?.content?.['application/json']?.schema?.required ?? []));
  }
  const bad = async (method: any, url: string, payload?: any) => { const res = await t.app.inject({ method, url, payload, headers: u.headers }); console.log(method, url, res.statusCode, res.body.slice(0, 200)); };
  await bad('PUT', '/api/users/update/user-details', {});
  await bad('POST', '/api/document-folders', { name: 'a\u0000b' });
  await bad('POST', '/api/transactions', { type: 'income', name: 'x', amount: 0.30000000000000004, dueDate: '2026-01-01' });
  await bad('GET', '/api/transactions/statistics?range=custom&startDate=1000-01-01&endDate=9999-12-31');
  await bad('GET', '/api/transactions/statistics?range=custom&startDate=1990-01-01&endDate=2020-12-31');
  const boundary = 'XX';
  const res = await t.app.inject({ method: 'POST', url: '/api/files', headers: { ...u.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc` });
  console.log('multipart', res.statusCode, res.body);
  await t.close();
}, 60000);
