import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { LAYOUT_LOOKUP_DEBOUNCE_MS } from '@lintel/shared';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { createInitialConfiguratorState } from '../state/configurator-slice.ts';
import { useCfgSelector } from '../state/hooks.ts';
import { doorDraft, windowDraft } from '../test-catalogue.ts';
import type { ConfiguredModel } from '../model.ts';
import { SizePanel } from './size-panel.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function ConnectedSizePanel() {
  const draft = useCfgSelector((state) => state.configurator.draft);
  return draft ? <SizePanel model={draft} /> : null;
}

function renderPanel(draft: ConfiguredModel) {
  return renderWithApp(<ConnectedSizePanel />, {
    preloadedState: { configurator: { ...createInitialConfiguratorState(), projectType: draft.projectType, draft } },
  });
}

describe('size panel (spec point 5)', () => {
  it('clamps an exterior door size on blur and shows the single door help text', () => {
    const { store } = renderPanel(doorDraft());
    expect(screen.getByText('Single door width must be 30" to 69" and height 80" to 96"')).toBeTruthy();
    const width = screen.getByLabelText(/Width/);
    fireEvent.change(width, { target: { value: '20' } });
    expect(store.getState().configurator.draft!.properties.size.width).toBe(20);
    fireEvent.blur(width);
    expect((width as HTMLInputElement).value).toBe('30');
    expect(store.getState().configurator.draft!.properties.size.width).toBe(30);
    const height = screen.getByLabelText(/Height/);
    fireEvent.change(height, { target: { value: '120' } });
    fireEvent.blur(height);
    expect((height as HTMLInputElement).value).toBe('96');
  });

  it('uses the double door limits when the door type is a double door', () => {
    const draft = doorDraft();
    draft.choices.TYPES = {
      ...draft.choices.TYPES!,
      option: { ...draft.choices.TYPES!.option, metadata: { key: 'doubleDoor' } },
    };
    renderPanel(draft);
    expect(screen.getByText('Double door width must be 64" to 74" and height 80" to 96"')).toBeTruthy();
    const width = screen.getByLabelText(/Width/);
    fireEvent.change(width, { target: { value: '36' } });
    fireEvent.blur(width);
    expect((width as HTMLInputElement).value).toBe('64');
  });

  it('offers only the presets that fit the door kind, and a preset fills the size unclamped (issue 11 item 13)', () => {
    const { store } = renderPanel(doorDraft());
    const presets = within(screen.getByRole('group', { name: 'Standard sizes' })).getAllByRole('button');
    expect(presets.map((button) => button.textContent)).toEqual(['32" x 80"', '36" x 80"', '42" x 80"', '48" x 80"', '60" x 80"']);
    fireEvent.click(screen.getByRole('button', { name: '60" x 80"' }));
    expect(store.getState().configurator.draft!.properties.size).toMatchObject({ id: '60" x 80"', width: 60, height: 80 });
  });

  it('says when a typed size was clamped, and clears the note once the value is typed again', () => {
    renderPanel(doorDraft());
    const width = screen.getByLabelText(/Width/);
    fireEvent.change(width, { target: { value: '80' } });
    fireEvent.blur(width);
    expect(screen.getByText('Width 80" is more than a single door allows; clamped to 69".')).toBeTruthy();
    fireEvent.change(width, { target: { value: '40' } });
    expect(screen.queryByText(/clamped to/)).toBeNull();
    fireEvent.blur(width);
    expect(screen.queryByText(/clamped to/)).toBeNull();
  });

  it("shows 'Sizes are mandatory' and 'Mandatory.' when the missing-error flag is set, until both are entered", () => {
    const draft = windowDraft();
    draft.properties.showMissingError = true;
    renderPanel(draft);
    expect(screen.getByRole('alert').textContent).toBe('Sizes are mandatory');
    expect(screen.getAllByText('Mandatory.')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/Width/), { target: { value: '36' } });
    expect(screen.getAllByText('Mandatory.')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/Height/), { target: { value: 'abc' } });
    expect(screen.getAllByText('Mandatory.')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/Height/), { target: { value: '48' } });
    expect(screen.queryByText('Sizes are mandatory')).toBeNull();
    expect(screen.queryByText('Mandatory.')).toBeNull();
  });
});

describe('window layout lookup (spec points 4 and 9: 1000 ms debounce)', () => {
  it('looks the layouts up once, 1000 ms after the last size change, and applies the answer', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => jsonResponse(200, { availableOptions: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderPanel(windowDraft());
    fireEvent.change(screen.getByLabelText(/Width/), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText(/Height/), { target: { value: '4' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(screen.getByLabelText(/Height/), { target: { value: '48' } });
    act(() => vi.advanceTimersByTime(LAYOUT_LOOKUP_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
      await vi.runOnlyPendingTimersAsync();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/project-models/layout-options');
    expect(JSON.parse(init.body as string)).toEqual({ width: 40, height: 48, openingType: 'casement' });
    // No layout fits: one non-standard entry, active layout 0, non-standard flag (spec point 4).
    const properties = store.getState().configurator.draft!.properties;
    expect(properties).toMatchObject({ activeLayoutId: 0, isNonStandardLayout: true });
    expect(properties.layouts.map((layout) => layout.id)).toEqual([-1]);
  });
});
