import type { ListEntry } from './list-entry';

/** OFAC's SDN types → our kinds: individuals, vessels and aircraft are named, the rest are entities. */
export function ofacKind(sdnType: string): ListEntry['kind'] {
  switch (sdnType.trim().toLowerCase()) {
    case 'individual':
      return 'person';
    case 'vessel':
      return 'vessel';
    case 'aircraft':
      return 'aircraft';
    default:
      return 'entity';
  }
}

/** 'LAST, First Middle' (OFAC's order for individuals) → 'First Middle Last'; other names as they are. */
export function ofacPersonName(name: string): string {
  const comma = name.indexOf(',');
  if (comma === -1) return name.trim();
  const last = name.slice(0, comma).trim();
  const first = name.slice(comma + 1).trim();
  return first ? `${first} ${last}` : last;
}

/** The XML keeps first and last names apart. */
export function joinNames(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(' ');
}
