/** Dollar amounts as decks write them and as reports and valuations show them. */
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9, t: 1e12, trillion: 1e12 };

/** The first dollar amount in a text ("$2.4M ARR" → 2_400_000), or undefined. */
export function parseMoney(text: string): number | undefined {
  const match = /\$\s?(\d+(?:[.,]\d+)*)\s?(k|mm|m|million|bn|b|billion|t|trillion)?\b/i.exec(text);
  if (!match?.[1]) return undefined;
  const amount = Number(match[1].replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
  if (!Number.isFinite(amount)) return undefined;
  return amount * (SCALE[(match[2] ?? '').toLowerCase()] ?? 1);
}

/** A number of dollars written compactly: 2_400_000 → "$2.4M". */
export function formatMoney(amount: number): string {
  const units: Array<[number, string]> = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units) {
    if (amount >= size) return `$${Number((amount / size).toFixed(1))}${unit}`;
  }
  return `$${Math.round(amount)}`;
}
