/** Entry: store, API client wiring, providers and the router. */
// Mantine's global styles; each component's own CSS comes with it (vite.config.ts mantineCssPerComponent).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { connectApiEvents, makeStore } from './app/store.ts';
import { createAppRouter } from './app/router.tsx';

// zod 4 probes `new Function('')` to decide on its JIT; under our CSP (no 'unsafe-eval') that probe
// is reported as a CSP violation. Its global config lives on globalThis, so this costs no bundle bytes.
// Mutated in place: zod keeps a reference to the object if it was loaded first.
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

const store = makeStore();
connectApiEvents(store);
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
