/** Toasts of spec point 8: thunks decide; the server's message wins over the call's default. */
import { notifications } from '@mantine/notifications';
import { ApiError, errorMessage, isAbortError } from './api-client.ts';
import { chooseToastPlacement, estimatedToastHeight, visibleControlBoxes } from './toast-placement.ts';

/**
 * Shows a toast where it covers no control of the screen as it is now (issue 22 item 8,
 * lib/toast-placement.ts): the buttons next to the one just pressed are already drawn.
 */
function showToast(color: string, title: string, message: string): void {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const width = Math.min(380, viewport.width - 32);
  const { position, width: placedWidth } = chooseToastPlacement(viewport, visibleControlBoxes(), estimatedToastHeight(message, width));
  const align = position.endsWith('right') ? { marginLeft: 'auto' } : position.endsWith('center') ? { marginInline: 'auto' } : {};
  notifications.show({ color, title, message, position, style: { width: placedWidth, maxWidth: '100%', ...align } });
}

export function toastSuccess(message: string): void {
  showToast('teal', 'Done', message);
}

export function toastError(message: string): void {
  showToast('red', 'Something went wrong', message);
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
