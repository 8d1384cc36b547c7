import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SmtpConfig } from '../server/env';

/**
 * A real SMTP server on the machine for a test: it accepts every message (or refuses the next
 * few, as a mail server in trouble answers 451), and keeps each one parsed as a mail client
 * reads it, so a test checks the subject, the text and the HTML that arrived.
 */
export async function startTestSmtpServer() {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No certificate here: the client sends in plain text, as it does when STARTTLS is not offered.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    config: {
      host: '127.0.0.1',
      port,
      secure: false,
      auth: null,
      from: 'Site gate <gate@example.test>',
    } satisfies SmtpConfig,
    /** The next `count` messages are refused with a temporary failure. */
    refuseNext(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
