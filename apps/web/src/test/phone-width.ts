/** Makes Mantine's media queries answer as a 390 px wide phone would, until the test ends. */
import { onTestFinished, vi } from 'vitest';
import { fakeMediaQueryList } from './media-query.ts';

const PHONE_WIDTH_PX = 390;
const EM_PX = 16;

/** True when a `(max-width: …)` / `(min-width: …)` query (px or em) holds at `width` px. */
function matchesAt(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)(px|em)\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, side, value, unit]) => {
      const limit = Number(value) * (unit === 'em' ? EM_PX : 1);
      return side === 'max' ? width <= limit : width >= limit;
    })
  );
}

/** Call at the top of a test: window.matchMedia answers for a phone (390 px) and is restored after the test. */
export function usePhoneWidth() {
  const spy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => fakeMediaQueryList(query, matchesAt(query, PHONE_WIDTH_PX)));
  onTestFinished(() => spy.mockRestore());
}
