/** Files the JSON client cannot read (PDFs, CSV/Excel exports): fetched with the Bearer token, saved by an <a download>. */
import { API_ROOT, ApiError, tokenStorage } from './api-client.ts';

/**
 * GET `${API_ROOT}${path}` with the stored access token and returns the Response when it is OK; else
 * throws an ApiError with the server's code and message (or `fallbackMessage` when the body is not JSON).
 * Callers load something through the JSON client first, which refreshes an expired token.
 */
export async function getFile(path: string, fallbackMessage: string, signal?: AbortSignal): Promise<Response> {
  const token = tokenStorage.getAccessToken();
  const response = await fetch(`${API_ROOT}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  throw new ApiError(response.status, body.code ?? `HTTP_${response.status}`, body.message ?? fallbackMessage);
}

/** Saves what `href` points at (a same-origin file URL, an object URL) under a file name: an <a download> click. */
export function saveUrl(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a Blob under a file name (an <a download> click on an object URL, revoked after 10 s). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
