import type { BuildOptions } from '../app';
import { memberClient, type DealClient } from '../modules/review-agent/testing/deal-client';
import { buildTestApp, type TestApp } from './build-test-app';

type Env = Record<string, string>;
type Options = Partial<BuildOptions>;

/** The app a spec is running against; the hooks close it, so the spec does not. */
export type CurrentTestApp = Pick<TestApp, 'app' | 'dataDir'>;

/**
 * The usual spec setup in one line: a test app built before the enclosing describe's tests and
 * closed after them (`per: 'test'`: a fresh one for each test). The answer reads whichever app is
 * current, so specs write `testApp.app` and `testApp.dataDir` as with buildTestApp. `env` and
 * `options` may be functions, called when the app is built, for what is known only once an earlier
 * hook has run (a fake server's address): register that hook first. Jest runs hooks in the order they
 * are registered, after-hooks too, so a hook that closes such a server goes after this call.
 *
 * Jest globals: this file runs only under Jest (tsconfig.app.json leaves it out).
 */
export function useTestApp(env: Env | (() => Env) = {}, options: Options | (() => Options) = {}, per: 'describe' | 'test' = 'describe'): CurrentTestApp {
  let current: TestApp | undefined;
  const built = (): TestApp => {
    if (!current) throw new Error('the test app is built in beforeAll/beforeEach: read it inside a hook or a test');
    return current;
  };
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    current = await buildTestApp(typeof env === 'function' ? env() : env, typeof options === 'function' ? options() : options);
  });
  after(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return built().app;
    },
    get dataDir() {
      return built().dataDir;
    },
  };
}

/**
 * A member's deal client for the enclosing describe: the member is added (with these roles) and
 * signed in once the app is built, so call this after useTestApp. The answer reads that client.
 */
export function useMemberClient(testApp: CurrentTestApp, email: string, role = 'member', allRoles: string[] = [role]): DealClient {
  let client: DealClient | undefined;
  beforeAll(async () => {
    client = await memberClient(testApp.app, email, role, allRoles);
  });
  return new Proxy({} as DealClient, {
    get(_target, key) {
      if (!client) throw new Error(`${email} is signed in in beforeAll: use the client inside a hook or a test`);
      return client[key as keyof DealClient];
    },
  });
}
