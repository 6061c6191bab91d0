// Server data is read through the one data cache (issue 20, docs/decisions/010-web-data-cache.md):
// RTK Query endpoints injected per feature (`features/<area>/api/<area>-api.ts`, lib/data-cache.ts).
// In feature code this forbids the older ways of loading server data:
// - `createAsyncThunk` (a thunk keeping server data in a slice),
// - `useRemote` (lib/use-remote.ts) and `useLocalPagedList` (page-local copies of server data),
// - and, in components, routes and modals, importing a fetcher module (`features/*/api/*-calls.ts`).
// Client-only state (cart, configurator, drafts, the modal stack) stays in slices: plain createSlice.
// apps/web/src/test/web-data-loading.test.ts proves each rule fails on a planted import.
//
// NOT YET MIGRATED: the files below still load server data the old way — auth and the dashboard's widget
// layout; every other screen reads through the cache.
// The dashboard is the first screen after sign-in: reading its layout through the cache put RTK Query on
// it (208 KB gzipped against the 200 KB budget, decision 010), so the layout stays a slice until the
// cache's chunk is off the first screen's path another way (like the bell's count). The lists only shrink: a
// migrated screen leaves them, and nothing new joins them. lib/create-api-thunk.ts goes once nothing uses
// it (lib/use-remote.ts and use-local-paged-list.ts are gone; their patterns stay so they do not return).
// Auth: the session — signed-in user, isAuth, the access token and the session gate's state — is client
// state and stays in the auth slice (app/store.ts seeds it, lib/api-client.ts refreshes it). Its server
// calls (sign-in, sign-up, verify, resend, forgot/reset, logout) are writes that answer the session, so
// they become data-cache mutations whose answer the slice takes in (`matchFulfilled`); the auth files
// below leave these lists when that is done.
export const notMigratedThunks = [
  'apps/web/src/features/auth/api/auth-calls.ts',
];
export const notMigratedFetcherImports = [
  'apps/web/src/features/auth/components/resend-verification-form.tsx',
  'apps/web/src/features/auth/components/session-gate.tsx',
  'apps/web/src/features/auth/components/sign-in-form.tsx',
  'apps/web/src/features/auth/components/social-buttons.tsx',
  'apps/web/src/features/auth/modals/logout-modal.tsx',
  'apps/web/src/features/auth/routes/forgot-password-page.tsx',
  'apps/web/src/features/auth/routes/reset-password-page.tsx',
  'apps/web/src/features/auth/routes/sign-up-page.tsx',
  'apps/web/src/features/auth/routes/sign-up-steps-page.tsx',
  'apps/web/src/features/auth/routes/verify-email-page.tsx',
  'apps/web/src/features/dashboard/components/arrange-widgets.tsx',
  'apps/web/src/features/dashboard/components/use-dashboard-widgets.ts',
  'apps/web/src/features/dashboard/components/widget-cell.tsx',
  'apps/web/src/features/dashboard/components/widget-grid.tsx',
];

const oldLoaders = {
  paths: [
    { name: '@reduxjs/toolkit', importNames: ['createAsyncThunk'], message: 'Server data goes through the data cache (lib/data-cache.ts, injectEndpoints in features/<area>/api/); a slice holds client-only state.' },
  ],
  patterns: [
    { group: ['**/lib/use-remote.ts', '**/lib/use-remote'], message: 'useRemote is retired: read through a data-cache query hook (lib/data-cache.ts).' },
    { group: ['**/use-local-paged-list.ts', '**/use-local-paged-list'], message: 'useLocalPagedList is retired: an infinite query + useCachedPagedList (components/ui/paged-list).' },
  ],
};
const fetchers = {
  group: ['**/api/*-calls.ts', '**/api/*-calls'],
  message: 'Components, routes and modals read server data through the data cache hooks (features/<area>/api/<area>-api.ts), not fetcher modules.',
};

export const webDataLoading = [
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', ...notMigratedThunks],
    rules: { 'no-restricted-imports': ['error', oldLoaders] },
  },
  {
    // Later than the block above, so for these files this rule (old loaders + fetchers) is the one in force.
    files: ['apps/web/src/features/*/{components,routes,modals}/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', ...notMigratedThunks, ...notMigratedFetcherImports],
    rules: { 'no-restricted-imports': ['error', { ...oldLoaders, patterns: [...oldLoaders.patterns, fetchers] }] },
  },
];
