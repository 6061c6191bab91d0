import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { windowQuestions } from '../test-catalogue.ts';
import { chooseAnswer, startNewModel } from '../state/configurator-thunks.ts';
import { makeStore } from '../../../test/render.tsx';
import ConfiguratorPage from './configurator-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function stubCatalogue() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/questions')) return jsonResponse(200, { questions: windowQuestions });
    if (url.startsWith('/api/project-types')) return jsonResponse(200, { projectTypes: [] });
    if (url.startsWith('/api/addons')) return jsonResponse(200, { addons: [] });
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('configurator slice wired to the choice rules (spec point 4 "Choices")', () => {
  it('starts with the initial choices and flags answers a rule adds as auto-changed', async () => {
    stubCatalogue();
    const store = makeStore();
    await store.dispatch(startNewModel('window'));
    const draft = store.getState().configurator.draft!;
    expect(Object.keys(draft.choices).sort()).toEqual([
      'COLOR_INSIDE',
      'COLOR_OUTSIDE',
      'FRAME_TYPE',
      'GLASS_TYPE',
      'GRID_PATTERN',
      'OPENING_TYPE',
    ]);
    const wood = windowQuestions[2]!.questionOptions[1]!;
    store.dispatch(chooseAnswer('FRAME_TYPE', wood.id));
    const choices = store.getState().configurator.draft!.choices;
    expect(choices.WOOD_COLOR).toMatchObject({ isAutoChanged: true, option: { metadata: { key: 'naturalPine' } } });
    expect(choices.COLOR_INSIDE).toBeUndefined();
    expect(choices.FRAME_TYPE!.isAutoChanged).toBe(false);
  });

  it("shows 'Auto Changed' on the step and in the summary after choosing a wood frame and a grid", async () => {
    stubCatalogue();
    renderWithApp(<ConfiguratorPage />, { route: '/configurator/window', path: '/configurator/:projectType' });
    fireEvent.click(await screen.findByRole('button', { name: /Frame material/ }));
    expect(screen.queryByText('Auto Changed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Solid wood/ }));
    const woodStep = screen.getByRole('button', { name: /Wood stain/ });
    expect(within(woodStep).getByText('Auto Changed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Grid pattern/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Colonial/ }));
    expect(within(screen.getByRole('button', { name: /Grid type/ })).getByText('Auto Changed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Summary/ }));
    const table = screen.getByRole('table', { name: 'Your choices' });
    expect(within(table).getAllByText('Auto Changed')).toHaveLength(2);
    expect(screen.getByTestId('model-name').textContent).toBe('Casement');
  });
});
