import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The newest sign-in email's link token and code for an address, read from the dev outbox. */
export async function latestSignIn(app: FastifyInstance, email: string): Promise<{ token: string; code: string } | null> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const { messages } = response.json() as { messages: Array<{ template: string; text: string; links: string[] }> };
  const message = messages.find((entry) => entry.template === 'sign-in-link');
  if (!message) return null;
  const token = new URL(message.links[0] ?? '').searchParams.get('token') ?? '';
  const code = /code on the sign-in page: (\d{6})/.exec(message.text)?.[1] ?? '';
  return { token, code };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name.endsWith('quorum_session'));
  if (!cookie) throw new Error('no session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

/** Signs an existing member in the way a person does: request a link, follow it from the outbox. */
export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
  const signInEmail = await latestSignIn(app, email);
  if (!signInEmail) throw new Error(`no sign-in email for ${email}`);
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { didToken: signInEmail.token } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return sessionCookieOf(response);
}
