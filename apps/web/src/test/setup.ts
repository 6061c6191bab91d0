/** Test setup for the web project: clean the DOM and storage, stub the browser APIs Mantine needs in jsdom. */
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fakeMediaQueryList } from './media-query.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => fakeMediaQueryList(query, false)),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window))
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IntersectionObserverStub });

if (!window.HTMLElement.prototype.scrollIntoView) window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });
// Mantine's autosize Textarea listens for font loading.
Object.defineProperty(document, 'fonts', {
  value: { ready: Promise.resolve(), addEventListener: () => undefined, removeEventListener: () => undefined },
  configurable: true,
});
