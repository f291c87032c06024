import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { profileMessages as M } from "~/auth/messages";
import { checkProfile, DISPLAY_NAME_MAX, PROFILE_FIELDS, type Profile, type ProfileField } from "~/auth/profile";
import { myProfile, profileSaved } from "~/auth/profile.server";
import { saveProfile } from "~/auth/profile.store.server";
import { ProfileForm } from "~/auth/ProfileForm";
import { safeRedirect } from "~/auth/redirect";
import { cleanName } from "~/auth/user";
import { readForm } from "~/platform/form.server";
import { noticeCookie } from "~/platform/notice.server";
import { pageHandle } from "~/platform/page-policy";
import { parentEmailAllowed, parentStatus, saveParentEmail } from "~/parents/index.server";
import { PARENT_LIMIT, PARENT_LINK_SENT, PARENT_STATUS } from "~/parents/messages";
import { progressWrittenAt, progressWrittenCookie } from "~/platform/student-cache.server";
import { dashboardUrl, profileUrl } from "~/platform/urls";
import { contentMeta } from "~/ui/meta";

/** A student's own page: never cached, not counted. */
export const handle = pageHandle({ public: false, views: false, query: ["redirectTo"] });

export const meta: MetaFunction = () => contentMeta({ title: M.title, noindex: true });

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
  const profile = await myProfile(user.uid, progressWrittenAt(request));
  const idpName = Array.from(cleanName(user.name)).slice(0, DISPLAY_NAME_MAX).join("").trim();
  const parent = await parentStatus(user.uid, profile?.parentEmail ?? null);
  return { first: profile === null, redirectTo, values: profile ? valuesOf(profile) : { displayName: idpName }, parent: parent && PARENT_STATUS[parent] };
}

/** POST: the profile saved, then on to `redirectTo` (the page the student was going to), or the form again with what was typed. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const typed: Values = {};
  for (const field of PROFILE_FIELDS) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value : "";
  }
  const checked = checkProfile(typed);
  if (!checked.ok) return data({ values: typed, errors: checked.errors, formError: M.invalid }, { status: 400 });
  const before = (await myProfile(user.uid, progressWrittenAt(request)))?.parentEmail ?? null;
  if (!(await parentEmailAllowed(user.uid, checked.profile.parentEmail, before))) {
    return data({ values: typed, errors: { parentEmail: PARENT_LIMIT }, formError: M.invalid }, { status: 429 });
  }
  await saveProfile(user.uid, checked.profile);
  const linkSent = await saveParentEmail(user.uid, checked.profile.parentEmail, checked.profile.displayName);
  profileSaved(user.uid, checked.profile);
  const headers = new Headers({ "Set-Cookie": progressWrittenCookie() });
  headers.append("Set-Cookie", noticeCookie(linkSent ? `${M.saved} ${PARENT_LINK_SENT}` : M.saved));
  return redirect(safeRedirect(form.get("redirectTo"), dashboardUrl()), { headers });
}

export default function ProfilePage() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="container container--narrow page">
      <section className="card" aria-labelledby="profile-title">
        <h1 id="profile-title">{loaded.first ? M.firstTitle : M.title}</h1>
        <p className="lead">{M.lead}</p>
        <ProfileForm
          action={profileUrl(loaded.redirectTo)}
          redirectTo={loaded.redirectTo}
          values={refused?.values ?? loaded.values}
          errors={refused?.errors ?? {}}
          formError={refused?.formError ?? null}
          parentStatus={refused ? null : loaded.parent}
        />
      </section>
    </div>
  );
}
