import { afterEach, describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { MantineProvider, Modal, Select, TextInput } from '@mantine/core';
import { Provider, useDispatch } from 'react-redux';
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

/** A second modal to stack above the first. */
function ConfirmModal({ onClose }: StackedModalProps) {
  return (
    <Modal opened onClose={onClose} title="Confirm">
      <p>Sure?</p>
    </Modal>
  );
}

// Registered under real modal names (the registry is keyed by ModalName).
const registry = { alert: lazy(async () => ({ default: NoteModal })), logout: lazy(async () => ({ default: ConfirmModal })) };

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

});

describe('modal host: the modal stack follows the history (issue 11 item 7)', () => {
  const back = (router: ReturnType<typeof renderHost>['router']) =>
    act(async () => {
      await router.navigate(-1);
    });
  const names = (store: ReturnType<typeof renderHost>['store']) => store.getState().modals.stack.map((entry) => entry.name);

  it('Back closes the top modal, and only it, without leaving the page; the next Back leaves it', async () => {
    const { store, router } = renderHost();
    await screen.findByRole('dialog', { name: 'Add note' });
    act(() => {
      store.dispatch(modalOpened({ name: 'logout' }));
    });
    await screen.findByRole('dialog', { name: 'Confirm' });

    await back(router);
    expect(names(store)).toEqual(['alert']);
    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/second');

    await back(router);
    expect(names(store)).toEqual([]);
    expect(router.state.location.pathname).toBe('/second');

    await back(router);
    expect(router.state.location.pathname).toBe('/first');
  });

  it('closing with × drops the entry it pushed, so Back then leaves the page', async () => {
    const { store, router } = renderHost();
    await screen.findByRole('dialog', { name: 'Add note' });
    await userEvent.click(closeButton());
    expect(names(store)).toEqual([]);
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await back(router);
    expect(router.state.location.pathname).toBe('/first');
  });

  it('Forward onto the entry of a closed modal steps back instead of showing nothing', async () => {
    const { store, router } = renderHost();
    await screen.findByRole('dialog', { name: 'Add note' });
    await back(router);
    expect(names(store)).toEqual([]);
    await act(async () => {
      await router.navigate(1);
    });
    expect(names(store)).toEqual([]);
    expect(router.state.location.state).toBeNull();
    await back(router);
    expect(router.state.location.pathname).toBe('/first');
  });

  it('Back onto another page closes the modals of the page it leaves', async () => {
    const { store, router } = renderHost();
    await screen.findByRole('dialog', { name: 'Add note' });
    await act(async () => {
      await router.navigate('/first');
    });
    expect(names(store)).toEqual(['alert']);
    await back(router);
    expect(names(store)).toEqual([]);
    expect(router.state.location.pathname).toBe('/second');
    await back(router);
    expect(router.state.location.pathname).toBe('/first');
  });
});

describe('modal host: focus returns to the opener (issue 22 item 6, WAI-ARIA dialog pattern)', () => {
  function OpenerPage() {
    const dispatch = useDispatch();
    return (
      <button type="button" onClick={() => dispatch(modalOpened({ name: 'logout' }))}>
        Open confirm
      </button>
    );
  }

  it('Escape closes the modal and the button that opened it has the focus again', async () => {
    const store = makeStore();
    const router = createMemoryRouter([{ element: (<><Outlet /><ModalHost registry={registry} /></>), children: [{ path: '/', element: <OpenerPage /> }] }], { initialEntries: ['/'] });
    render(
      <Provider store={store}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </Provider>,
    );
    const opener = screen.getByRole('button', { name: 'Open confirm' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Confirm' });
    await waitFor(() => expect(document.activeElement).not.toBe(opener));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(store.getState().modals.stack).toEqual([]));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
