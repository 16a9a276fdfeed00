import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { confettiPieces, confettiSettings } from '@quorum/domain';
import { useEffect, useMemo, useState } from 'react';

const fall = keyframes`
  from { transform: translate3d(0, -10vh, 0) rotate(var(--spin-from)); opacity: 1; }
  85% { opacity: 1; }
  to { transform: translate3d(var(--drift), 105vh, 0) rotate(var(--spin-to)); opacity: 0; }
`;

/** Whether the member asked the system for less motion; confetti then stays away. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The positive outcome's confetti (spec 2 sections 2 and 9): 90 pieces made anew every 2.1 s, 50
 * every 2.5 s on Safari and iOS. Plain DOM pieces falling by CSS across the screen (the preview
 * draws them under its dialog), never catching a click; none at all when reduced motion is asked for.
 */
export function Confetti({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { pieces, regenerateMs } = confettiSettings(userAgent);
  const [reduced] = useState(prefersReducedMotion);
  const [batch, setBatch] = useState(0);
  useEffect(() => {
    if (reduced) return undefined;
    const timer = setInterval(() => setBatch((value) => value + 1), regenerateMs);
    return () => clearInterval(timer);
  }, [reduced, regenerateMs]);
  const list = useMemo(() => (reduced ? [] : confettiPieces(pieces, Math.random)), [reduced, pieces, batch]);
  if (reduced) return null;
  return (
    <Box aria-hidden data-confetti={list.length} sx={{ position: 'fixed', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
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
