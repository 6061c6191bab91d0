/** Every table of the database, for Drizzle and drizzle-kit. Each module owns its <area>.table.ts. */
export * from '../modules/auth/auth.table.ts';
export * from '../modules/files/files.table.ts';
export * from '../modules/properties/properties.table.ts';
