/**
 * @lintel/shared: the one contract between the web app and the API (zod schemas, enums, pure rules).
 * Every `<area>/*.ts` is exported through the generated barrel (scripts/generate-tables.mjs), so a new
 * area's files need no line here: run `npm run generate` after adding a file (CI checks it is current).
 */
export * from './barrel.generated.ts';
