/**
 * Confetti figures: 90 pieces made anew every 2.1 s, 50 every 2.5 s on Safari and iOS, whose
 * WebKit animates fewer DOM pieces smoothly.
 */
const CONFETTI_PIECES = 90;
const CONFETTI_PIECES_SAFARI = 50;
const CONFETTI_REGENERATE_MS = 2100;
const CONFETTI_REGENERATE_SAFARI_MS = 2500;

export interface ConfettiSettings {
  readonly pieces: number;
  readonly regenerateMs: number;
}

export interface ConfettiPiece {
  /** Percent of the width the piece starts at. */
  readonly left: number;
  readonly delayMs: number;
  readonly durationMs: number;
  readonly size: number;
  readonly rotation: number;
  readonly drift: number;
  readonly color: string;
}

const COLORS = ['#2e7d32', '#66bb6a', '#fbc02d', '#1e88e5', '#e53935', '#8e24aa'] as const;

/**
 * Safari and every iOS browser (all WebKit) animate fewer DOM pieces smoothly, hence their
 * smaller, slower confetti. Chrome and Edge on iOS say Safari too, and run WebKit anyway.
 */
export function isSafariOrIos(userAgent: unknown): boolean {
  if (typeof userAgent !== 'string') return false;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|Edg\/|Android/.test(userAgent);
}

/** 90 pieces every 2.1 s, 50 every 2.5 s on Safari or iOS. */
export function confettiSettings(userAgent: unknown): ConfettiSettings {
  return isSafariOrIos(userAgent)
    ? { pieces: CONFETTI_PIECES_SAFARI, regenerateMs: CONFETTI_REGENERATE_SAFARI_MS }
    : { pieces: CONFETTI_PIECES, regenerateMs: CONFETTI_REGENERATE_MS };
}

/** One batch of pieces from a random source in [0, 1), passed in so tests can fix it. */
export function confettiPieces(count: number, random: () => number): ConfettiPiece[] {
  const pieces: ConfettiPiece[] = [];
  for (let index = 0; index < Math.max(0, Math.floor(count)); index += 1) {
    pieces.push({
      left: Math.round(random() * 1000) / 10,
      delayMs: Math.round(random() * 600),
      durationMs: 1400 + Math.round(random() * 700),
      size: 6 + Math.round(random() * 6),
      rotation: Math.round(random() * 360),
      drift: Math.round((random() - 0.5) * 120),
      color: COLORS[index % COLORS.length] ?? COLORS[0],
    });
  }
  return pieces;
}
