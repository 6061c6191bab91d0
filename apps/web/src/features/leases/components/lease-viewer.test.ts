import { describe, expect, it } from 'vitest';
import { makeLease } from '../state/lease-test-factory.ts';
import { isFullySigned } from './lease-viewer.ts';

describe('isFullySigned (issue 11 item 15)', () => {
  const completedAt = '2026-11-01T10:00:00.000Z';
  it('is true only when an electronically signed copy exists', () => {
    const base = makeLease({ status: 'active' });
    expect(isFullySigned({ ...base, signing: { ...base.signing, completedAt: null } })).toBe(false);
    expect(isFullySigned({ ...base, signing: { ...base.signing, completedAt, signedOffline: false } })).toBe(true);
    // Signed on paper: no signed PDF to offer (the server answers 409 for it).
    expect(isFullySigned({ ...base, signing: { ...base.signing, completedAt, signedOffline: true } })).toBe(false);
  });
});
