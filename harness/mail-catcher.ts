/**
 * A local SMTP server that keeps every message it receives instead of
 * delivering it (the `smtp-server` package, in this process): `npm run dev`
 * points the app's SMTP_URL at it, and the outbox tests use it as the real
 * mail server they send to (and stop, to play a server that is down).
 *
 * No TLS (it listens on 127.0.0.1 only); any user name and password are
 * accepted. Each message is parsed with `mailparser` and, with `dir`, saved
 * as `<dir>/<time>-<n>.eml` (any mail program opens it).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  /** The whole message as received. */
  raw: string;
  /** The login used, if the client logged in. */
  user: string | null;
  /** Where it was saved (with `dir`). */
  file: string | null;
}

export interface MailCatcherOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Save each message as an .eml file here. */
  dir?: string;
  onMail?: (mail: CaughtMail) => void;
  /** Refuse every login, repeating the user name and password in the answer (tests: nothing may print them). */
  refuseLogin?: boolean;
}

export interface MailCatcher {
  port: number;
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Every message caught so far, in order. */
  messages: CaughtMail[];
  stop(): Promise<void>;
}

export async function startMailCatcher(opts: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = opts.host ?? "127.0.0.1";
  const messages: CaughtMail[] = [];
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    logger: false,
    banner: "thai-tutor mail catcher",
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    size: 25 * 1024 * 1024,
    // Do not wait for idle clients when stopping.
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (opts.refuseLogin) callback(new Error(`Invalid login ${auth.username ?? ""} ${auth.password ?? ""}`));
      else callback(null, { user: auth.username ?? "user" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            let file: string | null = null;
            if (opts.dir) {
              file = path.join(opts.dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${messages.length + 1}.eml`);
              writeFileSync(file, raw);
            }
            const mail: CaughtMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : null,
              messageId: parsed.messageId ?? null,
              raw: raw.toString("utf8"),
              user: typeof session.user === "string" ? session.user : null,
              file,
            };
            messages.push(mail);
            opts.onMail?.(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", () => undefined); // a client's broken connection is not the catcher's problem
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : (opts.port ?? 0);
  let stopping: Promise<void> | undefined;
  return {
    port,
    url: `smtp://${host}:${port}`,
    messages,
    stop: () => (stopping ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
