import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { CONSTANTS } from '@quorum/domain';
import { useEffect, useMemo, useState } from 'react';

const fall = keyframes`
  from { transform: translate3d(0, -10vh, 0) rotate(0deg); opacity: 1; }
  to { transform: translate3d(var(--drift), 70vh, 0) rotate(540deg); opacity: 0; }
`;
const COLOURS = ['#1f3a5f', '#2e7d5b', '#e0a526', '#c2185b', '#5c8fd6'];
// A celebration, not a screensaver: a few rounds, then the screen stays still.
const ROUNDS = 4;

function isSafari(): boolean {
  return /^((?!chrome|android).)*safari/i.test(navigator.userAgent);
}

/**
 * The submitted screen's confetti (spec 1 section 9: 90 pieces, 50 on Safari/iOS, regenerated
 * every 2.1 s, 2.5 s on Safari). Decorative: hidden from assistive technology, and not shown at
 * all to people who ask for reduced motion.
 */
export function Confetti() {
  const safari = useMemo(isSafari, []);
  const reduced = useMemo(() => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches, []);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (reduced || round >= ROUNDS) return undefined;
    const timer = setTimeout(() => setRound((r) => r + 1), safari ? CONSTANTS.CONFETTI_REGENERATE_SAFARI_MS : CONSTANTS.CONFETTI_REGENERATE_MS);
    return () => clearTimeout(timer);
  }, [round, reduced, safari]);
  const pieces = useMemo(
    () =>
      Array.from({ length: safari ? CONSTANTS.CONFETTI_PIECES_SAFARI : CONSTANTS.CONFETTI_PIECES }, (_, i) => ({
        left: Math.random() * 100,
        delay: Math.random() * 0.8,
        drift: (Math.random() - 0.5) * 160,
        colour: COLOURS[i % COLOURS.length],
        size: 6 + Math.random() * 6,
      })),
    // round is a dependency on purpose: a new set of pieces each round.
    [round, safari],
  );
  if (reduced || round >= ROUNDS) return null;
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}>
      {pieces.map((piece, i) => (
        <Box
          key={`${round}-${i}`}
          style={{ left: `${piece.left}%`, width: piece.size, height: piece.size * 0.4, background: piece.colour, animationDelay: `${piece.delay}s`, ['--drift' as string]: `${piece.drift}px` }}
          sx={{ position: 'absolute', top: 0, borderRadius: '1px', animation: `${fall} 1.8s ease-in forwards` }}
        />
      ))}
    </Box>
  );
}
