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
