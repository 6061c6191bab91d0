/** Toasts of spec point 8: thunks decide; the server's message wins over the call's default. */
import { notifications } from '@mantine/notifications';
import { ApiError, errorMessage, isAbortError } from './api-client.ts';

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
  // A 'Network Error' already shows the offline alert (spec point 8); a toast on top would repeat it.
  const isNetworkError = error instanceof ApiError && error.isNetworkError;
  if (!options.silent && !isNetworkError) toastError(message);
  return message;
}
