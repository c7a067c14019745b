import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as given to MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** The message as received after DATA: headers, a blank line, the encoded body. */
  raw: string;
  /** The decoded header values and plain-text body. */
  from: string;
  subject: string;
  text: string;
}

export interface TestSmtp {
  url: (credentials?: string) => string;
  /** How many clients have connected so far. */
  connections: () => number;
  /** The credentials of every AUTH, every RCPT TO asked for, and every mail accepted. */
  logins: Pick<SMTPServerAuthentication, 'method' | 'username' | 'password'>[];
  recipients: string[];
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A mail server on 127.0.0.1 for tests that accepts every login and mail (or refuses every
 * recipient with `rejectRecipients`) and records what it was sent.
 */
export async function startTestSmtp(
  options: { rejectRecipients?: boolean } = {},
): Promise<TestSmtp> {
  let connections = 0;
  const logins: TestSmtp['logins'] = [];
  const recipients: string[] = [];
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth({ method, username, password }, _session, callback) {
      logins.push({ method, username, password });
      callback(null, { user: username });
    },
    onRcptTo({ address }, _session, callback) {
      recipients.push(address);
      if (!options.rejectRecipients) return callback();
      callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            mails.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              raw: raw.toString('utf8'),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: (credentials) => `smtp://${credentials ? `${credentials}@` : ''}127.0.0.1:${port}`,
    connections: () => connections,
    logins,
    recipients,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
