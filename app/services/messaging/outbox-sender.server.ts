/**
 * Sends the outbox (app/services/messaging/outbox.store.server.ts): e-mails with nodemailer over
 * SMTP_URL, LINE messages as pushes (line-push.server.ts, docs/line.md). Every server process runs one sender; they share the work through
 * Firestore leases, so a mail is sent by one of them at a time:
 *
 * - every `pollMs` (at once again after a full batch) it lists the due entries
 *   and, one at a time, claims one (a transaction that sets a lease), sends it
 *   and marks it sent;
 * - a failed send goes back to pending with a backoff (`backoffBaseMs` × 2^n,
 *   at most `backoffMaxMs`); after `maxAttempts` attempts it is failed;
 * - an entry whose recipient turned that kind of e-mail off is skipped;
 * - a process that dies while sending leaves a lease that runs out after
 *   `leaseMs`; then another sender tries again.
 *
 * - LINE: a 429 or 5xx (or no answer) is tried again with the same backoff; any
 *   other refusal (400: a bad message, 401/403: a bad token) is final; each push
 *   carries a retry key made from the entry's id, so LINE delivers it once even
 *   if an attempt's answer was lost (a 409 then means "already sent").
 *
 * Without SMTP_URL e-mails wait in the outbox (a sender with LINE set sends LINE
 * messages only; with neither it logs one line and stays idle). Nothing it logs
 * or stores contains SMTP_URL's user or password or LINE's token.
 */
import { hostname } from "node:os";
import nodemailer, { type Transporter } from "nodemailer";
import { LinePush, LineRefusal, type LinePushOptions } from "./line-push.server";
import { lineChannel, type Env } from "~/platform/env.server";
import { newId } from "~/kernel/ids";
import {
  claimMail,
  listDueMail,
  markMailFailed,
  markMailSent,
  type Backoff,
  type OutboxEntry,
} from "~/services/messaging/outbox.store.server";
import { machineNow } from "~/kernel/clock";

export interface OutboxSenderOptions {
  /** nodemailer's URL form: smtp://user:password@host:587 or smtps://…:465. Unset: e-mails wait. */
  smtpUrl?: string;
  /** The LINE channel's access token, and LINE's API (a stand-in in tests). Unset: LINE entries fail. */
  line?: LinePushOptions;
  /** The From header, e.g. `"ติวกับพี่" <no-reply@tutor.example.com>`. */
  from: string;
  /** This sender's name in leases (unique per process). */
  owner?: string;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  maxAttempts?: number;
  /** The clock deciding what is due (ms since the epoch; default Date.now): tests move it to a reminder's time. */
  now?: () => number;
  /** Receives each log line (default console.log / console.error). */
  log?: (line: string, level: "info" | "error") => void;
  /** Given an entry's notification on the site when the entry is taken (sent, or skipped by the e-mail setting); `key` is the mail's dedupe key. */
  onDue?: OnDue;
}

/** Writes a due entry's notification on the site (notify.server.ts's `notifyDue`, wired in entry.server.tsx). */
export type OnDue = (notification: NonNullable<OutboxEntry["notification"]>, key: string) => Promise<unknown>;

export interface RunCounts {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

const OUTBOX_DEFAULTS = {
  pollMs: 10_000,
  // Longer than a send can take with the SMTP time-outs below.
  leaseMs: 120_000,
  batchSize: 20,
  backoffBaseMs: 30_000,
  backoffMaxMs: 3_600_000,
  // 30 s, 1, 2, 4 … 32 min, then hourly: about 13 hours of trying in all.
  maxAttempts: 20,
} as const;

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 10_000 };
/** A graceful stop waits this long for the mail being sent. */
const STOP_WAIT_MS = 5_000;

/** The strings that must never be printed: the URL's user and password, raw and decoded. */
export function secretsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    const parts = [url.username, url.password].filter(Boolean);
    return [...new Set([smtpUrl, ...parts, ...parts.map((p) => safeDecode(p))])].filter((s) => s.length > 0);
  } catch {
    return [smtpUrl];
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** `text` with every secret, and any `scheme://user:password@` part, replaced by ***. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1***@");
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) out = out.split(secret).join("***");
  return out;
}

/** One line about an error: nodemailer's code and SMTP response if any, never a stack. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & { code?: string; responseCode?: number };
  return [e.code, e.message.replace(/\s+/g, " ").trim()].filter(Boolean).join(": ");
}

export class OutboxSender {
  readonly owner: string;
  private readonly transport: Transporter | null;
  private readonly line: LinePush | null;
  private readonly opts: Required<Omit<OutboxSenderOptions, "owner" | "log" | "now" | "smtpUrl" | "line" | "onDue">>;
  private readonly onDue: OnDue | undefined;
  private readonly now: () => number;
  private readonly secrets: string[];
  private readonly domain: string;
  private readonly logLine: (line: string, level: "info" | "error") => void;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RunCounts> | null = null;
  /** Polling (start() called, stop() not yet). */
  private polling = false;
  /** stop() called: a pass in progress ends after the current mail. */
  private stopping = false;
  private lastPollError: string | null = null;

  constructor(options: OutboxSenderOptions) {
    const { now, onDue, ...rest } = options;
    this.opts = { ...OUTBOX_DEFAULTS, ...rest };
    this.now = now ?? Date.now;
    this.onDue = onDue;
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
    this.secrets = [...(options.smtpUrl ? secretsOf(options.smtpUrl) : []), ...(options.line ? [options.line.accessToken] : [])];
    this.domain = /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? "localhost";
    const print = options.log ?? ((line, level) => (level === "error" ? console.error(line) : console.log(line)));
    this.logLine = (line, level) => print(redact(line, this.secrets), level);
    // Options first; the URL's own settings (host, port, auth, query) win.
    this.transport = options.smtpUrl ? nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: options.smtpUrl, logger: false, debug: false }) : null;
    this.line = options.line ? new LinePush(options.line) : null;
  }

  private get backoff(): Backoff {
    return { baseMs: this.opts.backoffBaseMs, maxMs: this.opts.backoffMaxMs };
  }

  /** Polls every pollMs until stop(). */
  start(): void {
    if (this.polling || this.stopping) return;
    this.polling = true;
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (!this.polling) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce().then((counts) => {
        const busy = counts.sent + counts.retried + counts.failed + counts.skipped >= this.opts.batchSize;
        this.schedule(busy ? 0 : this.opts.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  /** One pass over the entries due now (at most batchSize). Never rejects. */
  runOnce(): Promise<RunCounts> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<RunCounts> {
    const counts: RunCounts = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    let due: string[];
    try {
      due = await listDueMail(this.opts.batchSize, this.now(), this.transport ? undefined : "line");
      if (this.lastPollError) this.logLine("mail: the outbox can be read again", "info");
      this.lastPollError = null;
    } catch (error) {
      const why = describe(error);
      // Once per kind of failure, not every poll.
      if (why !== this.lastPollError) this.logLine(`mail: could not read the outbox (${why})`, "error");
      this.lastPollError = why;
      return counts;
    }
    for (const id of due) {
      if (this.stopping) break;
      try {
        await this.deliver(id, counts);
      } catch (error) {
        // Firestore trouble while claiming or recording: the lease (if any) runs out and the mail is tried again.
        this.logLine(`mail ${id}: ${describe(error)}`, "error");
      }
    }
    return counts;
  }

  private async deliver(id: string, counts: RunCounts): Promise<void> {
    const claim = await claimMail(id, { owner: this.owner, leaseMs: this.opts.leaseMs, maxAttempts: this.opts.maxAttempts, now: this.now });
    if (claim.kind === "none") return;
    if (claim.kind === "claimed" || (claim.kind === "skipped" && claim.reason === "preference")) await this.notifyDue(claim.entry);
    if (claim.kind === "skipped") {
      counts.skipped++;
      const why = SKIPPED[claim.reason];
      this.logLine(`mail ${id}: skipped (${why})`, "info");
      return;
    }
    if (claim.kind === "failed") {
      counts.failed++;
      this.logLine(`mail ${id}: failed (a sender stopped during the last attempt)`, "error");
      return;
    }
    try {
      await this.send(claim.entry);
    } catch (error) {
      const why = redact(describe(error), this.secrets);
      const final = isFinal(error);
      const result = await markMailFailed(id, this.owner, why, { maxAttempts: this.opts.maxAttempts, backoff: this.backoff, final });
      if (result?.status === "failed") {
        counts.failed++;
        this.logLine(`mail ${id}: failed after ${claim.attempt} attempts${final ? ", not tried again" : ""} (${why})`, "error");
      } else {
        counts.retried++;
        const wait = result?.nextAttemptAt ? `, next try in ${Math.round((result.nextAttemptAt.getTime() - machineNow()) / 1000)} s` : "";
        this.logLine(`mail ${id}: attempt ${claim.attempt}/${this.opts.maxAttempts} failed (${why})${wait}`, "error");
      }
      return;
    }
    const { leaseHeld } = await this.recordSent(id);
    counts.sent++;
    if (leaseHeld) this.logLine(`mail ${id}: sent (attempt ${claim.attempt})`, "info");
    else this.logLine(`mail ${id}: sent, but its lease had run out (another sender may send it again)`, "error");
  }

  /** The entry's notification on the site, once per entry (the hook's key makes a second call add nothing); a failure is logged, the message goes on. */
  private async notifyDue(entry: OutboxEntry): Promise<void> {
    if (!entry.notification || !this.onDue) return;
    try {
      await this.onDue(entry.notification, entry.dedupeKey);
    } catch (error) {
      this.logLine(`mail ${entry.id}: its notification was not stored (${describe(error)})`, "error");
    }
  }

  private async send(entry: OutboxEntry): Promise<void> {
    if (entry.channel === "line") return this.push(entry);
    if (!this.transport) throw new Error("SMTP_URL is not set");
    await this.transport.sendMail({
      from: this.opts.from,
      to: entry.to,
      subject: entry.subject,
      text: entry.text,
      ...(entry.html ? { html: entry.html } : {}),
      ...(entry.unsubscribeUrl
        ? { list: { unsubscribe: entry.unsubscribeUrl }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
        : {}),
      ...(entry.calendar ? { icalEvent: { method: entry.calendar.method, filename: "invite.ics", content: entry.calendar.content } } : {}),
      // The same for every attempt: a receiving system that sees one twice can tell.
      messageId: `<${entry.id}@${this.domain}>`,
    });
  }

  private async push(entry: OutboxEntry): Promise<void> {
    if (!this.line) throw new FinalError("LINE is not set on this server");
    await this.line.push(entry.to, entry.text, entry.id);
  }

  /** Delivered: record it, trying a few times (a mail that is sent but not recorded would be sent again). */
  private async recordSent(id: string): Promise<{ leaseHeld: boolean }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await markMailSent(id, this.owner);
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  /** Stops polling, waits (up to 5 s) for the mail being sent, closes the SMTP transport. */
  async stop(): Promise<void> {
    this.polling = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    this.transport?.close();
  }
}

const SKIPPED = {
  preference: "the recipient turned these messages off",
  precondition: "what it was about has changed",
  unlinked: "the recipient has no LINE linked",
} as const;

/** A failure that trying again cannot mend. */
class FinalError extends Error {}

/** Only a 429 or a 5xx from LINE, or no answer at all, is worth another attempt. */
function isFinal(error: unknown): boolean {
  if (error instanceof FinalError) return true;
  return error instanceof LineRefusal && error.status !== 429 && error.status < 500;
}

// ---------------------------------------------------------------- server.ts

let current: OutboxSender | null = null;

/** The From of outgoing mail: MAIL_FROM, else "ติวกับพี่" <no-reply@ORIGIN's host>. */
export function mailFrom(env: Pick<Env, "MAIL_FROM" | "ORIGIN">): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = env.ORIGIN ? new URL(env.ORIGIN).hostname : "localhost";
  return `"ติวกับพี่" <no-reply@${host}>`;
}

/** Starts this process's sender (server.ts); with neither SMTP_URL nor LINE logs one line and does nothing. */
export function startOutboxSender(env: Env, onDue?: OnDue): void {
  if (current) return;
  const line = lineChannel(env);
  if (!env.SMTP_URL) console.log("mail: SMTP_URL is not set, so e-mails wait in the outbox (Firestore) until a server with SMTP_URL runs");
  if (!env.SMTP_URL && !line) return;
  current = new OutboxSender({
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(line ? { line: { accessToken: line.accessToken, apiBase: line.apiBase } } : {}),
    from: mailFrom(env),
    ...(onDue ? { onDue } : {}),
  });
  current.start();
}

/** Graceful stop: no new sends, the one in flight finishes (server.ts, before Firebase closes). */
export async function stopOutboxSender(): Promise<void> {
  const sender = current;
  current = null;
  await sender?.stop();
}
