/** Distance from the top of the document to an element: the scrollMargin a window virtualizer needs. */
import { useLayoutEffect, useRef, useState } from 'react';

export function useScrollMargin<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setMargin(node.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);
  return { ref, margin };
}
