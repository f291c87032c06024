import { Form } from "@remix-run/react";
import { CHANNEL_SETTINGS } from "~/services/messaging/kinds";
import { LINE } from "./messages";
import type { ChannelSettingsView } from "./profile.server";

/**
 * The student's message settings on /profile: for each kind of news, e-mail
 * and (LINE set on the site) LINE, each a checkbox (a plain form, works
 * without JavaScript; posts `intent=channels`).
 */
export function ChannelSettings({ action, view }: { action: string; view: Pick<ChannelSettingsView, "line" | "on"> }) {
  return (
    <section className="card stack" aria-labelledby="channels-title" id="channels">
      <h2 id="channels-title">{LINE.settingsTitle}</h2>
      <p id="channels-lead">
        {LINE.settingsLead}
        {view.line && !view.line.linked ? ` ${LINE.settingsLineHint}` : ""}
      </p>
      <Form method="post" action={action} className="stack" preventScrollReset>
        <input type="hidden" name="intent" value="channels" />
        {CHANNEL_SETTINGS.map((k) => (
          <fieldset key={k.kind} className="channel-choice">
            <legend>{k.label}</legend>
            <label className="checkbox">
              <input type="checkbox" name="on" value={k.email} defaultChecked={view.on[k.email]} aria-label={LINE.byEmail(k.label)} />
              {LINE.email}
            </label>
            {view.line ? (
              <label className="checkbox">
                <input type="checkbox" name="on" value={k.line} defaultChecked={view.on[k.line]} aria-label={LINE.byLine(k.label)} />
                {LINE.line}
              </label>
            ) : null}
          </fieldset>
        ))}
        <p>
          <button type="submit" className="button button--primary">
            {LINE.save}
          </button>
        </p>
      </Form>
    </section>
  );
}
