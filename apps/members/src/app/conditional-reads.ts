/** The last answer of a read that came with an ETag: what a 304 stands for. */
export interface KeptAnswer {
  etag: string;
  data: unknown;
}

/**
 * The answers the read layer keeps to ask for them again conditionally (If-None-Match, see
 * docs/decisions/0016-unchanged-answers-cost-nothing.md): in memory only, and for one signed-in
 * member. Sign-out forgets them all (app/session.saga.ts); so does a read for anyone else, in case
 * a session changed hands without one.
 */
export interface ConditionalReads {
  /** The answer kept for this read of this member's, if any. */
  kept(member: string, read: string): KeptAnswer | undefined;
  keep(member: string, read: string, answer: KeptAnswer): void;
  forget(): void;
}

/** A read's key: its path and query in a fixed order, never the client's cache-busting parameter, which changes on every call. */
export function readKey(path: string, query: Record<string, string | number | boolean | undefined> = {}): string {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

/** Enough for every list and page of the deal list a session reads; the least recently used leave first. */
const MAX_KEPT = 100;

export function createConditionalReads(): ConditionalReads {
  let owner: string | null = null;
  const answers = new Map<string, KeptAnswer>();
  const forget = () => {
    answers.clear();
    owner = null;
  };
  /** The answers of `member`: another member's are forgotten first. */
  const of = (member: string) => {
    if (owner !== member) {
      forget();
      owner = member;
    }
    return answers;
  };
  return {
    kept(member, read) {
      const answer = of(member).get(read);
      if (answer) {
        answers.delete(read);
        answers.set(read, answer);
      }
      return answer;
    },
    keep(member, read, answer) {
      of(member).delete(read);
      answers.set(read, answer);
      for (const oldest of answers.keys()) {
        if (answers.size <= MAX_KEPT) break;
        answers.delete(oldest);
      }
    },
    forget,
  };
}
