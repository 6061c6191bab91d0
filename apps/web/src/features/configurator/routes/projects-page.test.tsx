/**
 * Issue 11 item 18: the projects list is paged and loads more on scroll (spec point 2; 10 a page,
 * spec point 9), and a saved project model can be renamed (PUT /project-models/{id}, spec point 3 name).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectModel, ProjectTypeKey } from '@lintel/shared';
import { jsonResponse, renderWithApp, signedInState } from '../../../test/render.tsx';
import { makeUser } from '../../../test/factories.ts';
import ProjectsPage from './projects-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const model = (index: number, projectType: ProjectTypeKey): ProjectModel =>
  ({
    id: `018f0000-0000-7000-8000-${String(index).padStart(12, '0')}`,
    uuid: `cart-${index}`,
    projectType,
    projectTypeId: 1,
    name: `Model ${index}`,
    status: 'SAVED',
    choices: {},
    properties: { size: { width: 30, height: 48 } },
    modelProperties: { room: null },
    priceEstimate: 500,
    stage: null,
    // Newest first: a lower index is newer.
    createdAt: new Date(Date.UTC(2026, 0, 31 - index)).toISOString(),
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as unknown as ProjectModel;

const pageOf = (models: ProjectModel[], page: number) => ({
  groups: {
    window: { projectType: 'window', label: 'Window', models: models.filter((m) => m.projectType === 'window') },
    exteriorDoor: { projectType: 'exteriorDoor', label: 'Exterior Door', models: [] },
    garageDoor: { projectType: 'garageDoor', label: 'Garage Door', models: models.filter((m) => m.projectType === 'garageDoor') },
  },
  pagination: { page, pageSize: 10, total: 12, totalPages: 2 },
});

// Twelve cards re-rendered per typed character: slow on a shared machine, so a longer limit.
describe('projects page', { timeout: 60_000 }, () => {
  it('shows 10 models, loads the next page on demand, and renames a model in place', async () => {
    const first = Array.from({ length: 10 }, (_, i) => model(i, 'window'));
    const second = [model(10, 'garageDoor'), model(11, 'garageDoor')];
    const requests: string[] = [];
    const puts: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { name: string };
        puts.push({ url: url.pathname, body });
        return jsonResponse(200, { ...first[0]!, name: body.name });
      }
      requests.push(url.pathname + url.search);
      return jsonResponse(200, url.searchParams.get('page') === '2' ? pageOf(second, 2) : pageOf(first, 1));
    });
    renderWithApp(<ProjectsPage />, { preloadedState: signedInState(makeUser({ role: 'homeOwner' })) });

    const windows = await screen.findByRole('region', { name: 'Window' });
    expect(within(windows).getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('region', { name: 'Garage Door' })).toBeNull();
    expect(requests).toEqual(['/api/project-models/groups/active?page=1&pageSize=10']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const garage = await screen.findByRole('region', { name: 'Garage Door' });
    expect(within(garage).getAllByRole('article')).toHaveLength(2);
    expect(requests[1]).toBe('/api/project-models/groups/active?page=2&pageSize=10');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Model 0' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Kitchen bay');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(puts).toEqual([{ url: `/api/project-models/${first[0]!.id}`, body: { name: 'Kitchen bay' } }]));
    expect(await screen.findByRole('article', { name: 'Kitchen bay' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Model 0' })).toBeNull();
    // Renaming does not reload the list: the second page stays and no page is asked again.
    expect(within(screen.getByRole('region', { name: 'Garage Door' })).getAllByRole('article')).toHaveLength(2);
    expect(requests).toHaveLength(2);
  });
});
