import { describe, expect, it, beforeEach } from 'vitest';
import { guideProgress } from './guide-progress.tsx';

describe('guide progress on the guides list (issue 22 low)', () => {
  beforeEach(() => localStorage.clear());

  it('is null for a guide never opened, and the furthest share read once the reader saved it', () => {
    expect(guideProgress('u1', 2)).toBeNull();
    localStorage.setItem('lintel.reader.u1.2', JSON.stringify({ scrollY: 900, chapterId: 3, savedAt: '', read: 0.42 }));
    expect(guideProgress('u1', 2)).toBe(0.42);
    // Another user's reading is not mine.
    expect(guideProgress('u2', 2)).toBeNull();
  });

  it('treats a save from before progress was kept as started (0), and ignores a nonsense share', () => {
    localStorage.setItem('lintel.reader.u1.3', JSON.stringify({ scrollY: 10, chapterId: null, savedAt: '' }));
    expect(guideProgress('u1', 3)).toBe(0);
    localStorage.setItem('lintel.reader.u1.4', JSON.stringify({ scrollY: 10, chapterId: null, savedAt: '', read: 7 }));
    expect(guideProgress('u1', 4)).toBe(0);
  });
});
