/**
 * How the spec point 2 "editable text" modal hands its text back without a function in the modal
 * stack's (serialisable) props: the screen that opens it registers a saver under a key while it is
 * mounted (`useEditableText`), and the modal receives only that key. A saver answers whether the text
 * was saved (the modal then closes; otherwise it stays open with the text kept).
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { modalOpened } from '../modal-stack/modal-stack-slice.ts';
import { modalNames } from '../modal-stack/modal-names.ts';
import { useAppDispatch } from '../../../lib/redux-hooks.ts';

/** Saves `text` (after trimming); true when saved. */
export type EditableTextSaver = (text: string) => Promise<boolean>;

const savers = new Map<string, EditableTextSaver>();

/** The saver registered under `key`, or undefined once its screen has gone. */
export function editableTextSaver(key: string): EditableTextSaver | undefined {
  return savers.get(key);
}

/** What the editable text modal shows: its title, the field's label, the current text and its limit (characters). */
export interface EditableTextOptions {
  title: string;
  label: string;
  text: string;
  maxLength: number;
  /** A line under the field (what the text is for). */
  description?: string;
}

/**
 * Registers `save` for as long as the calling component is mounted and returns `open(options)`, which
 * opens the editable text modal on that text; `save` always sees the latest closure.
 */
export function useEditableText(save: EditableTextSaver): (options: EditableTextOptions) => void {
  const dispatch = useAppDispatch();
  const key = `editable-text${useId()}`;
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    savers.set(key, (text) => latest.current(text));
    return () => {
      savers.delete(key);
    };
  }, [key]);
  return useCallback((options: EditableTextOptions) => dispatch(modalOpened({ name: modalNames.editableText, props: { ...options, saveKey: key } })), [dispatch, key]);
}
