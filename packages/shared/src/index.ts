/** @lintel/shared: the one contract between the web app and the API (zod schemas, enums, pure rules). */
export * from './common/errors.ts';
export * from './common/pagination.ts';
export * from './common/money.ts';
export * from './common/async-status.ts';
export * from './auth/auth.enums.ts';
export * from './auth/auth.schema.ts';
export * from './auth/auth.rules.ts';
export * from './auth/common-passwords.ts';
export * from './files/file.rules.ts';
export * from './files/file.schema.ts';
export * from './properties/property.enums.ts';
export * from './properties/property.schema.ts';
export * from './properties/property.rules.ts';
export * from './configurator/configurator.enums.ts';
export * from './configurator/configurator.schema.ts';
export * from './configurator/configurator.rules.ts';
