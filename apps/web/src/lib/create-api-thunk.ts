/**
 * The one way a feature loads or changes data (docs/decisions/006-web-data-loading.md): an API call
 * wrapped in a Redux Toolkit thunk that
 * - passes the thunk's AbortSignal to the call (a superseded list request is cancelled);
 * - on success shows the spec point 8 success toast when `success` is given, and returns the answer;
 * - on failure rejects with the message the UI shows (the server's, else `error`), with a toast unless
 *   `silent`; a deliberate abort stays an abort (no toast, the status stays pending — spec point 8).
 * It replaces the try/catch block every thunk used to repeat.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { failWith, toastSuccess } from './toast.ts';

export interface ApiThunkOptions<R, A> {
  /** The spec point 8 default message for this call. */
  error: string;
  /** Success toast: a fixed text or one built from the answer and the argument. */
  success?: string | ((result: R, arg: A) => string);
  /** No error toast (the screen shows the error itself). */
  silent?: boolean;
}

export function createApiThunk<R, A = void>(
  type: string,
  call: (arg: A, signal: AbortSignal) => Promise<R>,
  options: ApiThunkOptions<R, A>,
) {
  return createAsyncThunk<R, A, { rejectValue: string }>(type, async (arg, { rejectWithValue, signal }) => {
    try {
      const result = await call(arg, signal);
      if (options.success) toastSuccess(typeof options.success === 'string' ? options.success : options.success(result, arg));
      return result;
    } catch (error) {
      return rejectWithValue(failWith(error, options.error, { silent: options.silent }));
    }
  });
}
