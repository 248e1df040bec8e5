import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A real SMTP listener on loopback that writes every message it receives to a folder as JSON. */

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** A header's value, unfolded, with RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?) decoded. */
function headerValue(headers: string, name: string): string | undefined {
  const unfolded = headers.replace(/\r\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
  return value?.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/**
 * What a MIME message says: its subject, its text/plain body (single part or multipart), its List-Unsubscribe and
 * Auto-Submitted headers; for a multipart message also its subtype (`alternative`) and its text/html body.
 */
export function plainText(raw: string): { subject: string; text: string; html?: string; multipart?: string; listUnsubscribe?: string; listUnsubscribePost?: string; autoSubmitted?: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const subject = headerValue(headers, 'subject') ?? '';
  const listUnsubscribe = headerValue(headers, 'list-unsubscribe');
  const listUnsubscribePost = headerValue(headers, 'list-unsubscribe-post');
  const autoSubmitted = headerValue(headers, 'auto-submitted');
  const extra = { ...(listUnsubscribe ? { listUnsubscribe } : {}), ...(listUnsubscribePost ? { listUnsubscribePost } : {}), ...(autoSubmitted ? { autoSubmitted } : {}) };
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { subject, text: decodePart(headers, body), ...extra };
  const multipart = /content-type:\s*multipart\/([\w-]+)/i.exec(headers.replace(/\r\n[ \t]+/g, ' '))?.[1]?.toLowerCase();
  let text: string | undefined;
  let html: string | undefined;
  for (const part of body.split(`--${boundary}`)) {
    const partSplit = part.indexOf('\r\n\r\n');
    if (partSplit < 0) continue;
    const partHeaders = part.slice(0, partSplit);
    if (text === undefined && /content-type:\s*text\/plain/i.test(partHeaders)) text = decodePart(partHeaders, part.slice(partSplit + 4));
    if (html === undefined && /content-type:\s*text\/html/i.test(partHeaders)) html = decodePart(partHeaders, part.slice(partSplit + 4));
  }
  return { subject, text: text ?? body, ...(html === undefined ? {} : { html }), ...(multipart ? { multipart } : {}), ...extra };
}

export async function startSmtpSink(folder: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = plainText(Buffer.concat(chunks).toString('utf8'));
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        count += 1;
        writeFileSync(path.join(folder, `${Date.now()}-${count}.json`), JSON.stringify({ to, ...message }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
