/** Every table of the database, for Drizzle and drizzle-kit. Each module owns its <area>.table.ts. */
export * from '../modules/auth/auth.table.ts';
export * from '../modules/files/files.table.ts';
export * from '../modules/properties/properties.table.ts';
export * from '../modules/contacts/contacts.table.ts';
export * from '../modules/inventory/inventory.table.ts';
export * from '../modules/documents/documents.table.ts';
export * from '../modules/gallery/gallery.table.ts';
export * from '../modules/configurator/configurator.table.ts';
export * from '../modules/tenants/tenants.table.ts';
export * from '../modules/leases/leases.table.ts';
export * from '../modules/applications/applications.table.ts';
export * from '../modules/lease-templates/lease-templates.table.ts';
export * from '../modules/money/money.table.ts';
export * from '../modules/quotes/quotes.table.ts';
export * from '../platform/events/events.table.ts';
