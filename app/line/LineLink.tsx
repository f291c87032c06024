import { formatDateTime } from "~/kernel/clock";
import { IntentForm } from "~/ui/IntentForm";
import { LINE } from "./messages";
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
      <h2 id="line-title">{LINE.title}</h2>
      <p>{LINE.lead}</p>
      {line.linked ? (
        <>
          <p className="line-status line-status--on">{LINE.linked}</p>
          <IntentForm action={action} intent="line-unlink" label={LINE.unlink} buttonClass="button button--secondary" preventScrollReset />
        </>
      ) : code ? (
        <>
          <p>{LINE.steps}</p>
          <ol className="line-steps stack">
            <li>
              {LINE.step1}
              <br />
              <a href={line.addFriendUrl} className="button button--secondary button--wrap line-add" rel="noopener noreferrer">
                {LINE.addFriend(line.basicId)}
              </a>
              {/* Made by the qrcode package from our own link, on the server: no user text in it. */}
              <div className="line-qr-box" dangerouslySetInnerHTML={{ __html: line.qrSvg }} />
            </li>
            <li>
              {LINE.step2}
              <br />
              {LINE.codeLabel}: <strong className="line-code" id="line-code">{code.code}</strong>
              <br />
              {LINE.expires(formatDateTime(code.expiresAt))}
            </li>
            <li>{LINE.step3}</li>
          </ol>
        </>
      ) : (
        <>
          <p className="line-status">{LINE.notLinked}</p>
          <IntentForm action={action} intent="line-code" label={LINE.getCode} buttonClass="button button--primary" preventScrollReset />
        </>
      )}
    </section>
  );
}
