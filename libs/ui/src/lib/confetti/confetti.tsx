import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { confettiPieces, confettiSettings } from './confetti-pieces';

const fall = keyframes`
  from { transform: translate3d(0, -10vh, 0) rotate(var(--spin-from)); opacity: 1; }
  85% { opacity: 1; }
  to { transform: translate3d(var(--drift), 105vh, 0) rotate(var(--spin-to)); opacity: 0; }
`;

/** Whether the person asked the system for less motion; confetti then stays away. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface ConfettiProps {
  /** Decides the Safari/iOS figures; the browser's own by default. */
  userAgent?: string;
  /** After this many batches the confetti goes away; without it, it keeps falling. */
  rounds?: number;
  /** Falls inside the nearest positioned parent instead of across the whole screen. */
  contained?: boolean;
}

/**
 * Celebration confetti: 90 pieces made anew every 2.1 s, 50 every 2.5 s on Safari and iOS. Plain
 * DOM pieces falling by CSS, never catching a click, hidden from assistive technology; none at all
 * when reduced motion is asked for.
 */
export function Confetti({ userAgent = navigator.userAgent, rounds, contained = false }: ConfettiProps) {
  const { pieces, regenerateMs } = confettiSettings(userAgent);
  const [reduced] = useState(prefersReducedMotion);
  const [batch, setBatch] = useState(0);
  const finished = rounds !== undefined && batch >= rounds;
  useEffect(() => {
    if (reduced || finished) return undefined;
    const timer = setInterval(() => setBatch((value) => value + 1), regenerateMs);
    return () => clearInterval(timer);
  }, [reduced, finished, regenerateMs]);
  // batch is a dependency on purpose: each batch is a new set of pieces.
  const list = useMemo(() => (reduced ? [] : confettiPieces(pieces, Math.random)), [reduced, pieces, batch]);
  if (reduced || finished) return null;
  return (
    <Box aria-hidden data-confetti={list.length} sx={{ position: contained ? 'absolute' : 'fixed', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      {list.map((piece, index) => (
        <Box
          key={`${batch}-${index}`}
          component="span"
          style={{
            left: `${piece.left}%`,
            width: piece.size,
            height: piece.size * 0.45,
            background: piece.color,
            animationDuration: `${piece.durationMs}ms`,
            animationDelay: `${piece.delayMs}ms`,
            ['--drift' as string]: `${piece.drift}px`,
            ['--spin-from' as string]: `${piece.rotation}deg`,
            ['--spin-to' as string]: `${piece.rotation + 540}deg`,
          }}
          sx={{ position: 'absolute', top: 0, borderRadius: '1px', opacity: 0, animationName: `${fall}`, animationTimingFunction: 'cubic-bezier(.25,.6,.5,1)', animationFillMode: 'both' }}
        />
      ))}
    </Box>
  );
}
