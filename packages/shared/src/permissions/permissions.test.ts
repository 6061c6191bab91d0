import { describe, expect, it } from 'vitest';
import { roles } from '../auth/auth.enums.ts';
import { actions, can, rolesAllowed } from './permissions.ts';

describe('permissions table (docs/design.md#roles-and-what-they-may-do)', () => {
  it.each([
    ['propertyManager', 'lease.manage', true],
    ['homeOwner', 'property.manage', true],
    ['tenant', 'lease.read', true],
    ['tenant', 'lease.manage', false],
    ['tenant', 'money.read', true],
    ['tenant', 'money.manage', false],
    ['serviceProvider', 'quote.manage', true],
    ['serviceProvider', 'property.manage', false],
    ['homeOwner', 'quote.manage', false],
    // A homeowner manages their home, not tenancies (issue 11 item 6); they may be someone's tenant.
    ['homeOwner', 'tenant.manage', false],
    ['homeOwner', 'lease.manage', false],
    ['homeOwner', 'application.manage', false],
    ['homeOwner', 'money.manage', false],
    ['homeOwner', 'lease.read', true],
    ['serviceProvider', 'taxRate.manage', true],
    ['serviceProvider', 'contact.manage', true],
    ['tenant', 'contact.manage', false],
  ] as const)('%s may %s: %s', (role, action, expected) => {
    expect(can(role, action)).toBe(expected);
  });

  it('every action names at least one known role, and can() agrees with rolesAllowed()', () => {
    for (const action of actions) {
      expect(rolesAllowed(action).length).toBeGreaterThan(0);
      for (const role of roles) expect(can(role, action)).toBe(rolesAllowed(action).includes(role));
    }
  });
});
