import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { PROFILE_TEXT } from "~/auth/messages";
import { checkProfile, DISPLAY_NAME_MAX, PROFILE_FIELDS, type Profile, type ProfileField } from "~/auth/profile";
import { myProfile, profileSaved } from "~/auth/profile.server";
import { saveProfile } from "~/auth/profile.store.server";
import { ProfileForm, refusedProfileFields } from "~/auth/ProfileForm";
import { safeRedirect } from "~/auth/redirect";
import { cleanName } from "~/auth/user";
import { ChannelSettings } from "~/line/ChannelSettings";
import { LINE } from "~/line/messages";
import { LineLink } from "~/line/LineLink";
import { channelSettingsView, newCodeFor, saveChannelSettings, unlinkFor } from "~/line/profile.server";
import { readForm } from "~/kernel/form.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { parentEmailAllowed, parentStatus, saveParentEmail } from "~/parents/index.server";
import { PARENT_LIMIT, PARENT_LINK_SENT, PARENT_STATUS } from "~/parents/messages";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";
import { dashboardUrl, profileUrl } from "~/kernel/urls";
import { FormAnswer } from "~/ui/FormAnswer";
import { contentMeta } from "~/ui/meta";

/** A student's own page: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false, query: ["redirectTo"] });

export const meta: MetaFunction = () => contentMeta({ title: PROFILE_TEXT.title, noindex: true });

type Values = Partial<Record<ProfileField, string>>;

function valuesOf(profile: Profile): Values {
  return { displayName: profile.displayName, grade: profile.grade ?? "", school: profile.school ?? "", parentEmail: profile.parentEmail ?? "" };
}

/**
 * GET: the profile form. A student who has not chosen a name yet (sent here
 * after their first sign-in) finds the name their IdP gave, cleaned.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), dashboardUrl());
  const [profile, channels] = await Promise.all([myProfile(user.uid, progressWrittenAt(request)), channelSettingsView(user.uid)]);
  const idpName = Array.from(cleanName(user.name)).slice(0, DISPLAY_NAME_MAX).join("").trim();
  const parent = await parentStatus(user.uid, profile?.parentEmail ?? null);
  return { first: profile === null, redirectTo, values: profile ? valuesOf(profile) : { displayName: idpName }, parent: parent && PARENT_STATUS[parent], channels };
}

/** The LINE part's and the message settings' posts (app/line/profile.server.ts); null for the profile form. */
async function channelAction(uid: string, form: FormData, back: string) {
  const intent = form.get("intent");
  if (intent === "line-code") {
    const lineCode = await newCodeFor(uid);
    return lineCode ? data({ lineCode }) : redirect(back);
  }
  const done = intent === "line-unlink" ? (await unlinkFor(uid), LINE.unlinked) : intent === "channels" ? (await saveChannelSettings(uid, form), LINE.saved) : null;
  return done ? redirect(back, { headers: { "Set-Cookie": noticeCookie(done) } }) : null;
}

/** POST: the profile saved, then on to `redirectTo` (the page the student was going to), or the form again with what was typed. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const back = profileUrl(safeRedirect(form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"), dashboardUrl()));
  const other = await channelAction(user.uid, form, back);
  if (other) return other;
  const typed: Values = {};
  for (const field of PROFILE_FIELDS) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value : "";
  }
  const checked = checkProfile(typed, { staff: user.isAdmin });
  if (!checked.ok) return data({ values: typed, errors: checked.errors, formError: PROFILE_TEXT.invalid }, { status: 400 });
  const before = (await myProfile(user.uid, progressWrittenAt(request)))?.parentEmail ?? null;
  if (!(await parentEmailAllowed(user.uid, checked.profile.parentEmail, before))) {
    return data({ values: typed, errors: { parentEmail: PARENT_LIMIT }, formError: PROFILE_TEXT.invalid }, { status: 429 });
  }
  await saveProfile(user.uid, checked.profile);
  const linkSent = await saveParentEmail(user.uid, checked.profile.parentEmail, checked.profile.displayName);
  profileSaved(user.uid, checked.profile);
  const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
  headers.append("Set-Cookie", noticeCookie(linkSent ? `${PROFILE_TEXT.saved} ${PARENT_LINK_SENT}` : PROFILE_TEXT.saved));
  return redirect(safeRedirect(form.get("redirectTo"), dashboardUrl()), { headers });
}

/** What the action answers without a redirect: the profile form refused, or a new LINE code. */
type ActionAnswer = { values: Values; errors: Partial<Record<ProfileField, string>>; formError: string } | { lineCode: { code: string; expiresAt: string } };

export default function ProfilePage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const refused = answer && "values" in answer ? answer : undefined;
  const action = profileUrl(loaded.redirectTo);
  return (
    <div className="container container--narrow page">
      <FormAnswer refused={refused?.formError} fields={refusedProfileFields(refused?.errors ?? {})} />
      <section className="card" aria-labelledby="profile-title">
        <h1 id="profile-title">{loaded.first ? PROFILE_TEXT.firstTitle : PROFILE_TEXT.title}</h1>
        <p className="lead">{PROFILE_TEXT.lead}</p>
        <ProfileForm
          action={action}
          redirectTo={loaded.redirectTo}
          values={refused?.values ?? loaded.values}
          errors={refused?.errors ?? {}}
          parentStatus={refused ? null : loaded.parent}
        />
      </section>
      {/* The first sign-in asks only for the name; LINE and the channels wait for the profile page. */}
      {!loaded.first && loaded.channels.line ? <LineLink action={action} line={loaded.channels.line} code={answer && "lineCode" in answer ? answer.lineCode : null} /> : null}
      {loaded.first ? null : <ChannelSettings action={action} view={loaded.channels} />}
    </div>
  );
}
