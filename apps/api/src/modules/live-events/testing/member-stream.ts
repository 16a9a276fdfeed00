import { request, type IncomingMessage } from 'node:http';
import { memberEventSchema, MEMBER_EVENTS_PATH, type MemberEvent } from '@quorum/domain';

export interface MemberStream {
  status: number;
  /** The events read so far, parsed with the domain's schema. */
  events: MemberEvent[];
  /** Every line the server wrote, comments included. */
  text: () => string;
  ended: () => boolean;
  close(): void;
}

/** Test-only: a member's live stream over real HTTP, as a browser's EventSource opens it. */
export function openMemberStream(port: number, cookie: string | undefined): Promise<MemberStream> {
  return new Promise((resolve, reject) => {
    let text = '';
    let ended = false;
    const events: MemberEvent[] = [];
    const outgoing = request({ host: '127.0.0.1', port, path: MEMBER_EVENTS_PATH, method: 'GET', headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } }, (incoming: IncomingMessage) => {
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        text += chunk;
        // Only whole events (a blank line ends each), read again from the start: a chunk may end mid-event.
        const whole = text.split('\n\n').slice(0, -1);
        events.length = 0;
        for (const block of whole) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(memberEventSchema.parse(JSON.parse(data.slice('data: '.length))));
        }
      });
      incoming.on('close', () => (ended = true));
      incoming.on('error', () => (ended = true));
      resolve({ status: incoming.statusCode ?? 0, events, text: () => text, ended: () => ended, close: () => outgoing.destroy() });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
