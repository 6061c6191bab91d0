// Server data is read through the one data cache (issue 20, docs/decisions/010-web-data-cache.md):
// RTK Query endpoints injected per feature (`features/<area>/api/<area>-api.ts`, lib/data-cache.ts).
// In feature code this forbids the older ways of loading server data:
// - `createAsyncThunk` (a thunk keeping server data in a slice),
// - `useRemote` (lib/use-remote.ts) and `useLocalPagedList` (page-local copies of server data),
// - and, in components, routes and modals, importing a fetcher module (`features/*/api/*-calls.ts`).
// Client-only state (cart, configurator, drafts, the modal stack) stays in slices: plain createSlice.
// apps/web/src/test/web-data-loading.test.ts proves each rule fails on a planted import.
//
// Every screen reads through the cache: nothing is left on the not-migrated lists below, and nothing new joins
// them. lib/use-remote.ts, use-local-paged-list.ts and lib/create-api-thunk.ts are gone; their patterns stay
// so they do not return. The dashboard's widget area is its own chunk asked for with the page, so RTK Query
// stays off the first screen (decision 010).
// Auth: the session — signed-in user, isAuth, the access token and the session gate's state — is client
// state and stays in the auth slice (app/store.ts seeds it, lib/api-client.ts refreshes it). Its server
// calls (sign-in, sign-up, verify, resend, forgot/reset, logout, social, the sign-up steps) are data-cache
// mutations (features/auth/api/auth-api.ts) whose answer the slice takes in by endpoint name
// (features/auth/api/session-answers.ts); the sign-in page and the session gate load them on first use
// (api/deferred-auth-api.ts), so RTK Query stays off the first screen.
export const notMigratedThunks = [];
export const notMigratedFetcherImports = [
];

const oldLoaders = {
  paths: [
    { name: '@reduxjs/toolkit', importNames: ['createAsyncThunk'], message: 'Server data goes through the data cache (lib/data-cache.ts, injectEndpoints in features/<area>/api/); a slice holds client-only state.' },
  ],
  patterns: [
    { group: ['**/lib/use-remote.ts', '**/lib/use-remote'], message: 'useRemote is retired: read through a data-cache query hook (lib/data-cache.ts).' },
    { group: ['**/use-local-paged-list.ts', '**/use-local-paged-list'], message: 'useLocalPagedList is retired: an infinite query + useCachedPagedList (components/ui/paged-list).' },
    { group: ['**/lib/create-api-thunk.ts', '**/lib/create-api-thunk'], message: 'createApiThunk is retired: a data-cache endpoint (lib/data-cache.ts) keeps its error and success toasts.' },
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
