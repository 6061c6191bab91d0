import { afterEach, describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { MantineProvider, Modal, Select, TextInput } from '@mantine/core';
import { Provider } from 'react-redux';
import { makeStore, theme } from '../../../test/render.tsx';
import { ModalHost, type StackedModalProps } from './modal-host.tsx';
import { modalOpened } from './modal-stack-slice.ts';
import { useOnDiscard } from './discard-guard.tsx';

let discarded = 0;
afterEach(() => {
  discarded = 0;
});

/** A modal with a form and no guard code of its own, like every modal in the registry. */
function NoteModal({ onClose }: StackedModalProps) {
  useOnDiscard(() => {
    discarded += 1;
  });
  return (
    <Modal opened onClose={onClose} title="Add note">
      <TextInput label="Note" />
      <Select label="Room" data={['Kitchen', 'Bathroom']} />
    </Modal>
  );
}

// Registered under a real modal name (the registry is keyed by ModalName).
const registry = { alert: lazy(async () => ({ default: NoteModal })) };

function renderHost() {
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        // As in the app: the host sits beside the pages' outlet and outlives navigation.
        element: (
          <>
            <Outlet />
            <ModalHost registry={registry} />
          </>
        ),
        children: [
          { path: '/first', element: <p>first page</p> },
          { path: '/second', element: <p>second page</p> },
        ],
      },
    ],
    { initialEntries: ['/first', '/second'], initialIndex: 1 },
  );
  render(
    <Provider store={store}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>,
  );
  act(() => {
    store.dispatch(modalOpened({ name: 'alert' }));
  });
  return { store, router };
}

const closeButton = () => document.querySelector('.mantine-Modal-close') as HTMLElement;

describe('modal host: one rule for every modal with a form (issue 11 items 4 and 7)', () => {
  it('closes an untouched modal at once', async () => {
    const { store } = renderHost();
    await screen.findByRole('dialog', { name: 'Add note' });
    await userEvent.click(closeButton());
    expect(store.getState().modals.stack).toEqual([]);
  });

  it('asks before discarding a changed form on ×, backdrop or Escape; Keep editing keeps what was typed', async () => {
    const { store } = renderHost();
    await screen.findByRole('dialog', { name: 'Add note' });
    await userEvent.type(screen.getByLabelText('Note'), 'Fix the gate');

    await userEvent.click(closeButton());
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(store.getState().modals.stack).toHaveLength(1);
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Fix the gate');

    await userEvent.click(document.querySelector('.mantine-Modal-overlay') as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));

    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(store.getState().modals.stack).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(store.getState().modals.stack).toEqual([]);
    expect(discarded).toBe(1);
  });

  it('a change made only in a Select asks too (issue 11: no input event when an option is picked)', async () => {
    const { store } = renderHost();
    await screen.findByRole('dialog', { name: 'Add note' });
    await userEvent.click(screen.getAllByLabelText('Room').find((element) => element.tagName === 'INPUT')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Kitchen', hidden: true }));
    await userEvent.click(closeButton());
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(store.getState().modals.stack).toHaveLength(1);
  });

  it('the browser Back button closes the modal of the page it leaves', async () => {
    const { store, router } = renderHost();
    await screen.findByRole('dialog', { name: 'Add note' });
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/first');
    expect(store.getState().modals.stack).toEqual([]);
  });
});
