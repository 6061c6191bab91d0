import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { renderWithApp } from '../../../test/render.tsx';
import { ModalHost } from '../modal-stack/modal-host.tsx';
import { lazy } from 'react';
import { useEditableText } from './editable-text-savers.ts';

const modalRegistry = { editableText: lazy(() => import('./editable-text-modal.tsx')) };

/** A screen that edits one long text in the editable text modal; `result` decides whether saving works. */
function NotesScreen({ saved, result }: { saved: string[]; result: () => boolean }) {
  const edit = useEditableText(async (text) => {
    saved.push(text);
    return result();
  });
  return (
    <>
      <Button onClick={() => edit({ title: 'Edit notes', label: 'Notes', text: 'Old notes', maxLength: 50 })}>Edit notes</Button>
      <ModalHost registry={modalRegistry} />
    </>
  );
}

describe('the editable text modal (spec point 2)', () => {
  it('opens on the current text, counts characters, saves the trimmed text and closes; a failed save keeps it open', async () => {
    const saved: string[] = [];
    let works = false;
    renderWithApp(<NotesScreen saved={saved} result={() => works} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit notes' }));
    const field = await screen.findByLabelText('Notes');
    expect((field as HTMLTextAreaElement).value).toBe('Old notes');
    expect(screen.getByText('9 / 50 characters')).toBeTruthy();
    fireEvent.change(field, { target: { value: '  New notes  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['New notes']));
    expect(screen.getByLabelText('Notes')).toBeTruthy();
    works = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Notes')).toBeNull());
    expect(saved).toEqual(['New notes', 'New notes']);
  }, 60_000);
});
