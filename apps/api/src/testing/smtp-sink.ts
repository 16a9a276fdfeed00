import { SMTPServer } from 'smtp-server';

/** One message as the sink received it: the envelope, and the text body decoded from its transfer encoding. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The message as it came over the wire (headers and encoded body). */
  raw: string;
}

/** Test and bench only: a real SMTP server on 127.0.0.1 that keeps what it receives. */
export interface SmtpSink {
  /** smtp://127.0.0.1:<port>: the SMTP_URL to give the API. */
  url: string;
  /** The newest messages, oldest first (at most `keep`). */
  messages: ReceivedMail[];
  /** How many messages arrived in all. */
  received(): number;
  /** The most connections that were open at once. */
  mostConnections(): number;
  /** Resolves with the first message (already received or still to come) that `match` accepts. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The value of one header in the header block, unfolded; undefined when absent. */
function headerValue(headerBlock: string, name: string): string | undefined {
  const wanted = `${name.toLowerCase()}:`;
  const lines = headerBlock.split('\r\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (!line.toLowerCase().startsWith(wanted)) continue;
    let value = line.slice(wanted.length);
    // A folded header goes on in the lines that start with white space.
    while ((lines[index + 1] ?? '').startsWith(' ') || (lines[index + 1] ?? '').startsWith('\t')) {
      index += 1;
      value += ` ${(lines[index] ?? '').trim()}`;
    }
    return value.trim();
  }
  return undefined;
}

const HEX = '0123456789abcdef';

/** Quoted-printable (RFC 2045 section 6.7): `=XX` is a byte, `=` at a line's end a soft break. */
function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index] ?? '';
    if (char !== '=') {
      bytes.push(...Buffer.from(char, 'utf8'));
      continue;
    }
    if (body.startsWith('\r\n', index + 1)) {
      index += 2;
      continue;
    }
    const high = HEX.indexOf((body[index + 1] ?? '').toLowerCase());
    const low = HEX.indexOf((body[index + 2] ?? '').toLowerCase());
    if (high < 0 || low < 0) {
      bytes.push(0x3d); // a lone '=' is kept as it is
      continue;
    }
    bytes.push(high * 16 + low);
    index += 2;
  }
  return Buffer.from(bytes);
}

/** The text of a single-part message (what Quorum's mailer sends): headers, a blank line, the body in its encoding. */
function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const encoding = (headerValue(headers, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  const decoded = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  return { subject: headerValue(headers, 'Subject') ?? '', text: decoded.toString('utf8').replaceAll('\r\n', '\n') };
}

/**
 * Starts the sink on a free loopback port. It accepts any sender and recipient without
 * authentication or TLS (it is only ever reached over loopback) and keeps the newest `keep`
 * messages, so a long benchmark run stays within bounded memory.
 */
export async function startSmtpSink(options: { keep?: number; maxClients?: number; refuse?: (recipient: string) => number | null } = {}): Promise<SmtpSink> {
  const keep = options.keep ?? 1000;
  let open = 0;
  let mostOpen = 0;
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();
  let count = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Quorum test sink',
    // Closed while a client still holds connections (an app's pool, not yet closed), the server
    // would wait 30 s for them before ending them: a test's sink has nothing to wait for.
    closeTimeout: 100,
    // As a real server limits connections (Postfix: 50 by default): one past the limit is refused.
    ...(options.maxClients ? { maxClients: options.maxClients } : {}),
    onConnect(_session, callback) {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    // A server refusing a recipient for now (4xx: greylisting, overload) or for good (5xx: no such mailbox).
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address) ?? null;
      if (code === null) return callback();
      return callback(Object.assign(new Error(`${code} refused by the test sink`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          ...parseMessage(raw),
        };
        count += 1;
        messages.push(mail);
        if (messages.length > keep) messages.shift();
        for (const waiter of waiters) {
          if (waiter.match(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received: () => count,
    mostConnections: () => mostOpen,
    waitFor(match, timeoutMs = 10_000) {
      const already = messages.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching email reached the SMTP sink within ${timeoutMs} ms (${count} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
