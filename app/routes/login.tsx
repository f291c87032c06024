import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AUTH_TEXT } from "~/auth/messages";
import { safeRedirect } from "~/auth/redirect";
import { getUser } from "~/auth/session.server";
import { enrolIntentTitle } from "~/learning/enrol-intent.server";
import { readSignInIntent } from "~/platform/sign-in-intent.server";
import { SignInButtons } from "~/auth/SignInButtons.client";
import { publicFirebaseConfig } from "~/platform/env.server";
import { useHydrated } from "~/ui/use-hydrated";
import { pageHandle } from "~/platform/page-policy";
import { dashboardUrl, lessonUrl } from "~/kernel/urls";

// Scripts: the sign-in island (the Firebase popup).
export const handle = pageHandle({ public: false, views: true, query: ["redirectTo"], scripts: true });

export const meta: MetaFunction = () => [
  { title: "เข้าสู่ระบบ | ติวกับพี่" },
  { name: "description", content: "เข้าสู่ระบบด้วยบัญชี Google หรือ Microsoft เพื่อเรียนบทเรียนและติดตามความคืบหน้า" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), dashboardUrl());
  if (await getUser(request)) throw redirect(redirectTo);
  // Sent here by an "enrol" tap or a question sent signed out: the page says what happens after the sign-in.
  const enrolIn = await enrolIntentTitle(request, redirectTo);
  const intent = readSignInIntent(request);
  const asking = intent?.kind === "ask" && redirectTo.startsWith(`${lessonUrl(intent.lessonId)}#`);
  return { redirectTo, enrolIn, asking, firebase: publicFirebaseConfig() };
}

export default function Login() {
  const { redirectTo, enrolIn, asking, firebase } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <section className="container narrow login">
      <div className="card login-card">
        <h1>เข้าสู่ระบบ</h1>
        {/* Sent here to enrol, or from a lesson that needs an account: say why. */}
        {enrolIn || asking ? (
          <p className="alert" data-testid="sign-in-purpose">
            {enrolIn ? AUTH_TEXT.toEnrol(enrolIn) : AUTH_TEXT.toAsk}
          </p>
        ) : redirectTo.startsWith(lessonUrl("")) ? (
          <p className="alert alert--warning">{AUTH_TEXT.lockedLesson}</p>
        ) : null}
        <p className="muted">ใช้บัญชี Google หรือ Microsoft ที่มีอยู่แล้ว เพื่อเรียนบทเรียนทั้งหมดและบันทึกความคืบหน้าของน้อง ๆ</p>
        {hydrated ? (
          <SignInButtons config={firebase} redirectTo={redirectTo} />
        ) : (
          <div className="signin-buttons">
            <button type="button" className="button button-provider" disabled>
              {AUTH_TEXT.google}
            </button>
            <button type="button" className="button button-provider" disabled>
              {AUTH_TEXT.microsoft}
            </button>
            <noscript>
              <p className="form-error">{AUTH_TEXT.needsJavaScript}</p>
            </noscript>
          </div>
        )}
      </div>
    </section>
  );
}
