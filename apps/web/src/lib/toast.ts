/** Toasts of spec point 8: thunks decide; the server's message wins over the call's default. */
import { notifications } from '@mantine/notifications';
import { errorMessage, isAbortError } from './api-client.ts';

export function toastSuccess(message: string): void {
  notifications.show({ color: 'teal', title: 'Done', message });
}

export function toastError(message: string): void {
  notifications.show({ color: 'red', title: 'Something went wrong', message });
}

/**
 * For a thunk's catch block: a deliberate abort is re-thrown untouched (no toast, the status stays
 * pending); any other failure shows a toast (unless `silent`) and becomes the rejection value.
 */
export function failWith(error: unknown, fallback: string, options: { silent?: boolean } = {}): string {
  if (isAbortError(error)) throw error;
  const message = errorMessage(error, fallback);
  if (!options.silent) toastError(message);
  return message;
}
