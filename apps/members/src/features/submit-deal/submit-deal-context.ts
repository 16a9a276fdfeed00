import { docsendStandInHosts } from '@quorum/domain';
import type { KeyValueStorage } from '../../lib/key-value-storage';

/**
 * Where browser tests name their loopback DocSend stand-ins (see libs/domain sharing-links.ts):
 * the API treats them as DocSend through QUORUM_TEST_FETCH_ALLOW, and the form must agree. Read
 * on every link, so a test can set it before the app starts.
 */
export const DOCSEND_STAND_INS_KEY = 'quorum.test.docsendHosts';

export function standInHosts(storage: KeyValueStorage): string[] {
  try {
    return docsendStandInHosts(storage.getItem(DOCSEND_STAND_INS_KEY));
  } catch {
    return [];
  }
}
