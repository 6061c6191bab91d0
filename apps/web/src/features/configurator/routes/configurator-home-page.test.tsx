import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { createInitialConfiguratorState } from '../state/configurator-slice.ts';
import { DRAFT_STALE_AFTER_DAYS, isDraftStale } from '../model.ts';
import { doorDraft } from '../test-catalogue.ts';
import ConfiguratorHomePage from './configurator-home-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function renderHome(draftEditedAt: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => jsonResponse(200, String(url).startsWith('/api/addons') ? { addons: [] } : { projectTypes: [] })),
  );
  return renderWithApp(<ConfiguratorHomePage />, {
    preloadedState: { configurator: { ...createInitialConfiguratorState(), draft: doorDraft(), draftEditedAt, projectType: 'exteriorDoor' } },
  });
}

describe('configurator home: continue a draft (issue 11 item 13)', () => {
  it('offers to continue a draft the user changed lately', () => {
    renderHome(daysAgo(1));
    expect(screen.getByRole('button', { name: /^Continue:/ })).toBeTruthy();
  });

  it.each([
    ['the untouched default', null],
    [`a draft last changed ${DRAFT_STALE_AFTER_DAYS + 1} days ago`, daysAgo(DRAFT_STALE_AFTER_DAYS + 1)],
  ])('does not offer %s', (_name, editedAt) => {
    renderHome(editedAt);
    expect(screen.getByText('Windows and doors')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Continue:/ })).toBeNull();
  });

  it('a draft turns stale exactly DRAFT_STALE_AFTER_DAYS after its last edit', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    const edited = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(isDraftStale(edited(DRAFT_STALE_AFTER_DAYS * DAY - 1), now)).toBe(false);
    expect(isDraftStale(edited(DRAFT_STALE_AFTER_DAYS * DAY), now)).toBe(true);
    expect(isDraftStale('not a date', now)).toBe(true);
  });
});
