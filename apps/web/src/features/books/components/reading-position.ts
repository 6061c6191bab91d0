/**
 * The reader's remembered position (issue 14): per user and book in localStorage
 * (`lintel.reader.<userId>.<bookId>` = `{ scrollY, chapterId, savedAt, read }`), written while scrolling
 * (at most once per animation frame) and restored once the book has rendered.
 */
import { useEffect } from 'react';

export interface ReadingPosition {
  scrollY: number;
  chapterId: number | null;
  savedAt: string;
  /** How far through the book the reader got, 0–1 (the furthest point reached; older saves lack it). */
  read?: number;
}

const keyOf = (userId: string, bookId: number) => `lintel.reader.${userId}.${bookId}`;

/** The saved position, or null (nothing saved, storage unavailable or unreadable). */
export function readPosition(userId: string, bookId: number): ReadingPosition | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, bookId));
    const parsed = raw ? (JSON.parse(raw) as Partial<ReadingPosition>) : null;
    if (!parsed || typeof parsed.scrollY !== 'number') return null;
    const read = typeof parsed.read === 'number' && parsed.read >= 0 && parsed.read <= 1 ? parsed.read : undefined;
    return { scrollY: parsed.scrollY, chapterId: parsed.chapterId ?? null, savedAt: parsed.savedAt ?? '', ...(read === undefined ? {} : { read }) };
  } catch {
    return null;
  }
}

function savePosition(userId: string, bookId: number, position: ReadingPosition) {
  try {
    localStorage.setItem(keyOf(userId, bookId), JSON.stringify(position));
  } catch {
    // Storage full or disabled: the reader still works, it just does not remember.
  }
}

/** The chapter whose heading is the last one above the top quarter of the viewport. */
function currentChapter(): number | null {
  let current: number | null = null;
  for (const heading of document.querySelectorAll<HTMLElement>('[data-chapter-id]')) {
    if (heading.getBoundingClientRect().top < window.innerHeight / 4) current = Number(heading.dataset.chapterId);
  }
  return current;
}

/**
 * Restores the saved scroll position when `ready` turns true, then saves the position as the
 * reader scrolls. No-op without a user or book.
 */
export function useReadingPosition(userId: string | undefined, bookId: number, ready: boolean): void {
  useEffect(() => {
    if (!userId || !ready) return;
    const saved = readPosition(userId, bookId);
    if (saved) window.scrollTo({ top: saved.scrollY });
    let frame = 0;
    let furthest = saved?.read ?? 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        furthest = Math.max(furthest, scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 1);
        savePosition(userId, bookId, { scrollY: Math.round(window.scrollY), chapterId: currentChapter(), savedAt: new Date().toISOString(), read: Math.round(furthest * 100) / 100 });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [userId, bookId, ready]);
}
