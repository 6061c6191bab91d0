import { describe, expect, it } from 'vitest';
import { activeContactAfterDelete, addContactToList, contactDisplayName } from './contact.rules.ts';
import { contactIssues, createContactInputSchema } from './contact.schema.ts';

const list = (...ids: string[]) => ids.map((id) => ({ id }));

describe('spec point 4: contacts', () => {
  it.each([
    ['4: a new contact goes first', list('b', 'c'), 'list', ['a', 'b', 'c']],
    ['4: the widget keeps at most 4', list('b', 'c', 'd', 'e'), 'widget', ['a', 'b', 'c', 'd']],
  ] as const)('%s', (_name, contacts, variant, expected) => {
    expect(addContactToList(contacts, { id: 'a' }, variant).map((c) => c.id)).toEqual(expected);
  });

  it.each([
    ['4: deleting the active contact clears it', 'a', 'a', null],
    ['4: deleting another contact keeps the active one', 'a', 'b', 'a'],
    ['no active contact stays none', null, 'a', null],
  ] as const)('%s', (_name, active, deleted, expected) => {
    expect(activeContactAfterDelete(active, deleted)).toBe(expected);
  });
});

describe('spec point 3: contact or company', () => {
  it.each([
    ['a person is listed by full name', { type: 'contact', fullName: 'Ana Ruiz', companyName: 'Ruiz Ltd' }, 'Ana Ruiz'],
    ['a company by company name', { type: 'company', fullName: 'Ana Ruiz', companyName: 'Ruiz Ltd' }, 'Ruiz Ltd'],
  ] as const)('%s', (_name, contact, expected) => {
    expect(contactDisplayName(contact)).toBe(expected);
  });

  it.each([
    [{ type: 'contact' }, ['fullName']],
    [{ type: 'company', fullName: 'X' }, ['companyName']],
    [{ type: 'contact', fullName: 'X', subCategoryId: 20 }, ['subCategoryId']],
    [{ type: 'contact', fullName: 'X', categoryId: 1, subCategoryId: 20 }, []],
  ])('checks %j', (value, paths) => {
    expect(contactIssues(value).map((issue) => issue.path)).toEqual(paths);
    expect(createContactInputSchema.safeParse(value).success).toBe(paths.length === 0);
  });
});
