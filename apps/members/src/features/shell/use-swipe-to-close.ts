import { shouldCloseOnSwipe } from '../../lib/gestures';
import { useRef, useState, type TouchEvent } from 'react';

interface Sample {
  x: number;
  y: number;
  t: number;
}

/**
 * Swipe right to close the slide-in menu: it follows the finger, and on
 * release closes if it travelled over 80 px or was moving faster than 300 px/s; otherwise it
 * springs back. A mostly vertical drag is a scroll, not a swipe.
 */
export function useSwipeToClose(onClose: () => void, now: () => number = () => performance.now()) {
  const start = useRef<Sample | null>(null);
  const last = useRef<Sample[]>([]);
  const [offset, setOffset] = useState(0);

  const sample = (event: TouchEvent): Sample | null => {
    const touch = event.touches[0] ?? event.changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY, t: now() } : null;
  };

  return {
    offset,
    handlers: {
      onTouchStart: (event: TouchEvent) => {
        start.current = sample(event);
        last.current = start.current ? [start.current] : [];
      },
      onTouchMove: (event: TouchEvent) => {
        const point = sample(event);
        if (!start.current || !point) return;
        last.current = [...last.current.slice(-3), point];
        const dx = point.x - start.current.x;
        if (Math.abs(point.y - start.current.y) > Math.abs(dx)) return;
        setOffset(Math.max(0, dx));
      },
      onTouchEnd: (event: TouchEvent) => {
        const end = sample(event) ?? last.current.at(-1);
        const from = start.current;
        start.current = null;
        setOffset(0);
        if (!from || !end) return;
        const first = last.current[0] ?? from;
        const elapsed = Math.max(1, end.t - first.t);
        const velocityX = ((end.x - first.x) / elapsed) * 1000;
        if (shouldCloseOnSwipe({ offsetX: end.x - from.x, velocityX })) onClose();
      },
    },
  };
}
