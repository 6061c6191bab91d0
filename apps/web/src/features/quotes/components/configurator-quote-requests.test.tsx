/** The provider's inbox names the project types their trades cover in words, never catalogue keys (issue 30 item 14). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import ConfiguratorQuoteRequests from './configurator-quote-requests.tsx';
import { projectTypeName } from './project-type-name.ts';

afterEach(() => vi.unstubAllGlobals());

describe('configurator quote requests in the provider inbox', () => {
  it('says which project types the trades cover by the catalogue’s names', async () => {
    vi.stubGlobal('fetch', async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/quotes/requests')
        return jsonResponse(200, { results: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 }, meta: { projectTypes: ['window', 'patioDoor', 'stormDoor', 'skylight'] } });
      if (path === '/api/project-types')
        return jsonResponse(200, { projectTypes: [{ key: 'window', name: 'Window' }, { key: 'patioDoor', name: 'Patio Door' }, { key: 'stormDoor', name: 'Storm Door' }, { key: 'skylight', name: 'Skylight' }] });
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
    });
    renderWithApp(<ConfiguratorQuoteRequests />);
    expect(await screen.findByText('Open requests for Window, Patio Door, Storm Door, Skylight.')).toBeTruthy();
    expect(screen.queryByText(/patioDoor|stormDoor/)).toBeNull();
  });

  it('spells out a key the catalogue does not name', () => {
    expect(projectTypeName('slidingPatioDoor', {})).toBe('Sliding patio door');
    expect(projectTypeName('garageDoor', undefined)).toBe('Garage Door');
  });
});
