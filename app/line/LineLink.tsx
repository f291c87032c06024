import { formatDateTime } from "~/kernel/clock";
import { IntentForm } from "~/ui/IntentForm";
import { LINE as M } from "./messages";
import type { ChannelSettingsView } from "./profile.server";

/**
 * The profile's LINE part (only when LINE is set on the site): linked or not;
 * not linked, a button for a one-time code, and with a code the add-friend
 * link, its QR code (an SVG made on the server) and the code to send.
 */
export function LineLink({ action, line, code }: {
  action: string;
  line: NonNullable<ChannelSettingsView["line"]>;
  code: { code: string; expiresAt: string } | null;
}) {
  return (
    <section className="card stack" aria-labelledby="line-title" id="line">
      <h2 id="line-title">{M.title}</h2>
      <p>{M.lead}</p>
      {line.linked ? (
        <>
          <p className="line-status line-status--on">{M.linked}</p>
          <IntentForm action={action} intent="line-unlink" label={M.unlink} buttonClass="button button--secondary" preventScrollReset />
        </>
      ) : code ? (
        <>
          <p>{M.steps}</p>
          <ol className="line-steps stack">
            <li>
              {M.step1}
              <br />
              <a href={line.addFriendUrl} className="button button--secondary line-add" rel="noopener noreferrer">
                {M.addFriend(line.basicId)}
              </a>
              {/* Made by the qrcode package from our own link, on the server: no user text in it. */}
              <div className="line-qr-box" dangerouslySetInnerHTML={{ __html: line.qrSvg }} />
            </li>
            <li>
              {M.step2}
              <br />
              {M.codeLabel}: <strong className="line-code" id="line-code">{code.code}</strong>
              <br />
              {M.expires(formatDateTime(code.expiresAt))}
            </li>
            <li>{M.step3}</li>
          </ol>
        </>
      ) : (
        <>
          <p className="line-status">{M.notLinked}</p>
          <IntentForm action={action} intent="line-code" label={M.getCode} buttonClass="button button--primary" preventScrollReset />
        </>
      )}
    </section>
  );
}
