/**
 * The request validator every route uses: the route's zod schema (fastify-type-provider-zod) plus two
 * rules checked once here for every route instead of in each schema (docs/design.md#api-conventions):
 * - no string anywhere in a body, query or path holds a control character (NUL included; PostgreSQL
 *   refuses 0x00, which was a 500): 422 with the field's path;
 * - a PUT or PATCH body that is an empty object is a 422 ("an update with no fields"), so no service
 *   reaches an UPDATE without values (Drizzle's "No values to set" was a 500). A route whose body is
 *   optional (its schema accepts no body, e.g. PUT /group-inventories/ungroup/{id}: no body = every
 *   item) is an action, not an update: its empty object keeps the meaning its schema gives it.
 * Failures have the same shape as zod's, so the one error handler writes them as VALIDATION_FAILED.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@lintel/shared';

/** fastify-type-provider-zod marks its validation errors with this symbol (errors.ts). */
const zodValidationErrorSymbol = Symbol.for('ZodFastifySchemaValidationError');

interface Issue {
  path: string[];
  message: string;
}

export const EMPTY_UPDATE_MESSAGE = 'An update needs at least one field';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * Paths of every string (keys included) holding a control character, at most `limit` of them. An
 * explicit stack, not recursion: the JSON body parser bounds nesting (json-body.ts), and a query
 * or a body from elsewhere cannot overflow the call stack here either.
 */
function controlCharacterIssues(root: unknown, issues: Issue[], limit = 20): void {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && issues.length < limit) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) issues.push({ path, message: CONTROL_CHARACTERS_MESSAGE });
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], path: [...path, String(index)] });
    } else if (isPlainObject(value)) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        if (hasControlCharacters(key)) issues.push({ path: [...path, key], message: CONTROL_CHARACTERS_MESSAGE });
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
}

function toValidationError(issue: Issue) {
  return {
    [zodValidationErrorSymbol]: true,
    keyword: 'custom',
    instancePath: `/${issue.path.join('/')}`,
    schemaPath: `#/${issue.path.join('/')}/custom`,
    message: issue.message,
    params: {},
  };
}

/** The validator compiler registered in app.ts (app.setValidatorCompiler). */
export const requestValidatorCompiler: FastifySchemaCompiler<ZodType> = (routeSchema) => {
  const parse = validatorCompiler(routeSchema);
  const isUpdateBody =
    routeSchema.httpPart === 'body' &&
    (routeSchema.method === 'PUT' || routeSchema.method === 'PATCH') &&
    !routeSchema.schema.safeParse(undefined).success;
  const checksText = routeSchema.httpPart === 'body' || routeSchema.httpPart === 'querystring' || routeSchema.httpPart === 'params';
  return (data: unknown) => {
    const issues: Issue[] = [];
    if (isUpdateBody && isPlainObject(data) && Object.keys(data).length === 0) issues.push({ path: [], message: EMPTY_UPDATE_MESSAGE });
    if (checksText) controlCharacterIssues(data, issues);
    if (issues.length > 0) return { error: issues.map(toValidationError) as never };
    return parse(data);
  };
};
