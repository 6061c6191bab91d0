/**
 * Issue 30 item 8b: every notification kind, single and grouped, links each role it reaches to a
 * screen that role can open. A screen's roles are its route's `handle.roles`, else its sidebar entry's
 * (no roles there: every signed-in user); a linked screen that declares neither fails. The kinds, their
 * recipients and links are `notificationLinks` (packages/shared; its test keeps it to the notifying
 * event types), the grouped link is the server's `groupLinkOf(link, role)`.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { groupedNotificationTitles, groupLinkOf, notificationLinks, roles as allRoles, type Role } from '@lintel/shared';
import { appFeatures, featureCatalogue } from './features.ts';

const ID = '018f0000-0000-7000-8000-0000000000a1';
const routes: RouteObject[] = appFeatures.flatMap((feature) => feature.appRoutes ?? []);

/** The roles that can open `link` in the signed-in app, or a reason it cannot be opened at all. */
function rolesOpening(link: string): readonly Role[] | string {
  const pathname = link.split('?')[0]!;
  const matched = matchRoutes(routes, pathname);
  if (!matched?.length) return 'no screen';
  const route = matched[matched.length - 1]!.route;
  const declared = (route.handle as { roles?: readonly Role[] } | undefined)?.roles;
  if (declared) return declared;
  const nav = featureCatalogue.nav.find((entry) => entry.to === route.path);
  if (nav) return nav.roles ?? allRoles;
  return `the screen ${route.path ?? '?'} declares no roles (handle.roles)`;
}

describe('notification links by kind and role (issue 30 item 8b)', () => {
  const cases = Object.entries(notificationLinks).flatMap(([kind, entries]) =>
    entries.flatMap((entry) => entry.roles.map((role) => ({ kind, role, single: entry.link.replaceAll(':id', ID), grouped: kind in groupedNotificationTitles }))),
  );

  it('covers every kind, and every grouped kind', () => {
    expect(new Set(cases.map((entry) => entry.kind)).size).toBe(Object.keys(notificationLinks).length);
    expect(Object.keys(groupedNotificationTitles).every((kind) => cases.some((entry) => entry.kind === kind && entry.grouped))).toBe(true);
  });

  it.each(cases)('$kind → $role: the single link (and the grouped one of a grouped kind) opens a screen of the role', ({ role, single, grouped }) => {
    const problems: string[] = [];
    const links: Array<[string, string]> = grouped ? [['single', single], ['grouped', groupLinkOf(single, role)!]] : [['single', single]];
    for (const [shape, link] of links) {
      const opening = rolesOpening(link);
      if (typeof opening === 'string') problems.push(`${shape} ${link}: ${opening}`);
      else if (!opening.includes(role)) problems.push(`${shape} ${link}: not for a ${role} (${opening.join(', ')})`);
    }
    expect(problems).toEqual([]);
  });
});
