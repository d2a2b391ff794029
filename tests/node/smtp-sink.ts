import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (smtp-server on 127.0.0.1, a free port, no TLS, any login
 * accepted): what it receives is parsed with mailparser into `messages`. `rejectRecipients` makes
 * it refuse every RCPT TO with a 550, as a server refusing mail would; `close` stops it (then
 * connections are refused). `url` is an SMTP_URL for it, with a login.
 */
export type SmtpSink = {
  port: number;
  url: string;
  messages: ParsedMail[];
  rejectRecipients: boolean;
  /** Resolves when `count` messages in all have arrived. */
  waitFor: (count: number) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const waiters: { count: number; resolve: (messages: ParsedMail[]) => void }[] = [];
  const sink: SmtpSink = {
    port: 0,
    url: "",
    messages: [],
    rejectRecipients: false,
    waitFor: (count) =>
      new Promise((resolve) => {
        if (sink.messages.length >= count) resolve(sink.messages);
        else waiters.push({ count, resolve });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "anyone" }),
    onRcptTo: (_address, _session, callback) => {
      if (!sink.rejectRecipients) return callback();
      const refusal = new Error("Mailbox unavailable") as Error & { responseCode: number };
      refusal.responseCode = 550;
      return callback(refusal);
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          sink.messages.push(parsed);
          for (const waiter of waiters.filter((w) => sink.messages.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(sink.messages);
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://tester:secret@127.0.0.1:${sink.port}`;
  return sink;
}
