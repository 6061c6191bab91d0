/**
 * The feature list (app/features.ts) holds together without a central table: every modal name is
 * registered by one feature only (a second one would silently replace the first in the registry),
 * every registered modal is a lazy component, and every sidebar entry leads to a screen some feature
 * routes (its path resolves in the signed-in routes).
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appFeatures, featureCatalogue } from './features.ts';
import { modalRegistry } from './modal-registry.ts';

describe('feature list', () => {
  it('registers each modal name in one feature only', () => {
    const owners = new Map<string, string[]>([['alert', ['ui']], ['gallery', ['ui']], ['editableText', ['ui']]]);
    for (const feature of appFeatures) {
      for (const name of Object.keys(feature.modals ?? {})) owners.set(name, [...(owners.get(name) ?? []), feature.name]);
    }
    expect([...owners].filter(([, features]) => features.length > 1)).toEqual([]);
    expect(Object.keys(modalRegistry).sort()).toEqual([...owners.keys()].sort());
  });

  it('routes every sidebar entry to a screen', () => {
    const context = { appLayout: <></> };
    const routes = appFeatures.flatMap((feature) => [...(feature.appRoutes ?? []), ...(feature.publicRoutes?.(context) ?? [])]);
    const unrouted = featureCatalogue.nav.filter((entry) => !matchRoutes(routes, entry.to)?.length).map((entry) => entry.to);
    expect(featureCatalogue.nav.length).toBeGreaterThan(10);
    expect(unrouted).toEqual([]);
  });
});
