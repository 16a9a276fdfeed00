import type { UnsubscribeTopic } from './unsubscribe-token';

/** The emails each link stops, as the pages name them. */
const STOPPED: Record<UnsubscribeTopic, string> = {
  dealOpened: 'emails when a deal opens for voting',
  closingSoon: 'reminders when a vote closes in 24 hours and you have not voted',
  dealDecided: 'emails when a deal you voted on or submitted is decided',
  roundOpened: 'emails when a round opens for investment',
  digest: 'all emails about network votes and rounds, the daily summary included',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain page: no script, no style sheet (the API's pages allow neither), readable on any device. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Quorum</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const profileLine = (profileUrl: string) => `<p>You can choose which emails you receive on <a href="${escapeHtml(profileUrl)}">your profile page</a>.</p>`;

/**
 * The page an unsubscribe link opens. Opening it changes nothing (mail scanners open links too):
 * the button posts the same link, as a mail program's one-click unsubscribe does.
 */
export function confirmUnsubscribePage(topic: UnsubscribeTopic, actionUrl: string, profileUrl: string): string {
  return page(
    'Unsubscribe',
    `<p>Stop ${STOPPED[topic]}?</p>
<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit">Unsubscribe</button></form>
${profileLine(profileUrl)}`,
  );
}

export function unsubscribedPage(topic: UnsubscribeTopic, profileUrl: string): string {
  return page('You are unsubscribed', `<p>We will no longer send you ${STOPPED[topic]}.</p>\n${profileLine(profileUrl)}`);
}

export function invalidUnsubscribePage(message: string, profileUrl: string): string {
  return page('This link does not work', `<p>${escapeHtml(message)}</p>\n${profileLine(profileUrl)}`);
}
