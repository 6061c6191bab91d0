/**
 * Proof that the data-loading lint (apps/web/eslint.data-loading.js, issue 20) fails on planted code in
 * a migrated feature: a `createAsyncThunk` import, `useRemote`, `useLocalPagedList`, and a route
 * importing a fetcher module; and that the data cache's hooks pass. Linted in memory with the
 * repository's own eslint.config.js.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')}/`;
const eslint = new ESLint({ cwd: root });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('server data only through the data cache (lint)', { timeout: 120_000 }, () => {
  it('refuses createAsyncThunk in a feature', async () => {
    const messages = await restricted('features/chat/state/planted.ts', "import { createAsyncThunk } from '@reduxjs/toolkit';\nexport const planted = createAsyncThunk;\n");
    expect(messages).toEqual([expect.stringMatching(/createAsyncThunk.*data cache/)]);
    expect(await restricted('features/chat/state/planted.ts', "import { createSlice } from '@reduxjs/toolkit';\nexport const planted = createSlice;\n")).toEqual([]);
  });

  it('refuses useRemote and useLocalPagedList in a feature', async () => {
    expect(await restricted('features/work-orders/routes/planted.ts', "import { useRemote } from '../../../lib/use-remote.ts';\nexport const planted = useRemote;\n")).toEqual([
      expect.stringMatching(/useRemote is retired/),
    ]);
    expect(
      await restricted('features/work-orders/routes/planted.ts', "import { useLocalPagedList } from '../../../components/ui/paged-list/use-local-paged-list.ts';\nexport const planted = useLocalPagedList;\n"),
    ).toEqual([expect.stringMatching(/useLocalPagedList is retired/)]);
  });

  it('holds in auth too (migrated: its session calls are data-cache mutations)', async () => {
    expect(await restricted('features/auth/api/auth-calls.ts', "import { createAsyncThunk } from '@reduxjs/toolkit';\nexport const planted = createAsyncThunk;\n")).toEqual([
      expect.stringMatching(/createAsyncThunk.*data cache/),
    ]);
    expect(await restricted('features/auth/components/sign-in-form.tsx', "import { postLogin } from '../api/auth-calls.ts';\nexport const planted = postLogin;\n")).toEqual([
      expect.stringMatching(/not fetcher modules/),
    ]);
  });

  it('refuses a fetcher module in a route, and allows the data cache hooks', async () => {
    expect(await restricted('features/calendar/routes/planted.ts', "import { getEvents } from '../api/calendar-calls.ts';\nexport const planted = getEvents;\n")).toEqual([
      expect.stringMatching(/not fetcher modules/),
    ]);
    expect(await restricted('features/work-orders/routes/planted.ts', "import { useWorkOrderQuery } from '../api/work-orders-api.ts';\nexport const planted = useWorkOrderQuery;\n")).toEqual([]);
  });
});
