import type { FakeServer } from './fake-server';

const CALLS: Record<string, (body: Record<string, string>) => string> = {
  'POST /api/auth/magic-link': (body) => `requestMagicLink(${body['email']})`,
  'POST /api/login': (body) => `login(${[body['didToken'], body['email']].filter(Boolean).join(', ')})`,
  'POST /api/validate-token': (body) => `validateToken(${body['token']})`,
  'GET /api/auth/session': () => 'session()',
  'POST /api/logout': () => 'logout()',
};

/** The sign-in calls that reached the server, in order, named as the auth API names them: `login(abc)`. */
export function authCalls(server: FakeServer): string[] {
  return server.requests.flatMap((request) => {
    const name = CALLS[`${request.method} ${request.path}`];
    return name ? [name((request.body ?? {}) as Record<string, string>)] : [];
  });
}
