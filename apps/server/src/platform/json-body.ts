/**
 * The JSON body parser every route uses (issue 30 items 2 and 7). Before `JSON.parse` runs, two cheap
 * checks over the raw bytes refuse what would cost the server or store garbage:
 * - nesting deeper than MAX_JSON_DEPTH arrays/objects is a 400 MALFORMED_JSON (one iterative byte scan,
 *   O(n), no recursion: 1 MB of `[[[…` was a stack overflow in the validator's walk, 0.25 s of event
 *   loop each);
 * - bytes that are not valid UTF-8 are a 400 MALFORMED_JSON (they were decoded to U+FFFD and stored).
 * Then Fastify's own parser (secure-json-parse: `__proto__` and `constructor.prototype` refused) runs.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** The deepest nesting of arrays and objects a JSON body may have; no route's schema comes near it. */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting of `[`/`{` outside strings in `bytes`, stopping as soon as it passes `limit`
 * (answers limit + 1 then). Malformed JSON is left for JSON.parse to refuse.
 */
export function jsonDepth(bytes: Uint8Array, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--;
  }
  return deepest;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Replaces Fastify's JSON parser with the checked one (app.ts, before any route). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (jsonDepth(bytes) > MAX_JSON_DEPTH) {
      done(
        new AppError('MALFORMED_JSON', `The request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`, [
          { path: '', message: `Nesting deeper than ${MAX_JSON_DEPTH} levels` },
        ]),
        undefined,
      );
      return;
    }
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      done(
        new AppError('MALFORMED_JSON', 'The request body is not valid UTF-8', [{ path: '', message: 'Invalid UTF-8 bytes' }]),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
