import { confettiPieces, confettiSettings, isSafariOrIos } from './confetti-pieces';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const EDGE = 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';

describe('confettiSettings', () => {
  it.each([
    [CHROME, false, { pieces: 90, regenerateMs: 2100 }],
    [EDGE, false, { pieces: 90, regenerateMs: 2100 }],
    [ANDROID, false, { pieces: 90, regenerateMs: 2100 }],
    [SAFARI, true, { pieces: 50, regenerateMs: 2500 }],
    [IOS_CHROME, true, { pieces: 50, regenerateMs: 2500 }],
    [undefined, false, { pieces: 90, regenerateMs: 2100 }],
  ])('%s is Safari/iOS: %s, so %p', (userAgent, safari, settings) => {
    expect(isSafariOrIos(userAgent)).toBe(safari);
    expect(confettiSettings(userAgent)).toEqual(settings);
  });
});

describe('confettiPieces', () => {
  it('makes the asked number of pieces inside the width, from the random source given', () => {
    const pieces = confettiPieces(90, () => 0.5);
    expect(pieces).toHaveLength(90);
    expect(pieces[0]).toEqual({ left: 50, delayMs: 300, durationMs: 1750, size: 9, rotation: 180, drift: 0, color: '#2e7d32' });
    expect(new Set(pieces.map((piece) => piece.color)).size).toBe(6);
  });

  it.each([[0], [-3], [Number.NaN]])('makes none for %p', (count) => {
    expect(confettiPieces(count, () => 0.1)).toEqual([]);
  });
});
