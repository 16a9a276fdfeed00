import { expect, type APIRequestContext } from '@playwright/test';

/** The newest sign-in link sent to an address, read from the API's dev outbox like a person reads mail. */
export async function latestSignInLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: Array<{ template: string; links: string[] }> };
      link = messages.find((message) => message.template === 'sign-in-link')?.links[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

export const SEEDED_ADMIN = 'admin@quorum.local';
