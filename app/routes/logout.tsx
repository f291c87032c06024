import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "~/ui/Link";
import { clearSessionCookieHeader, endSession, sessionCookieOf } from "~/auth/session.server";
import { pageHandle } from "~/platform/page-policy";
import { homeUrl } from "~/kernel/urls";
import { readForm } from "~/kernel/form.server";

export const handle = pageHandle({ public: false, views: false });

export const meta: MetaFunction = () => [{ title: "ออกจากระบบ" }];

/** GET /logout has nothing to show: back to the home page. */
export const loader = () => redirect(homeUrl());

/**
 * The logout form posts here (works without JavaScript). The cookie is cleared
 * even when revoking the session fails; the failure is reported so
 * the bar can show the shell's failure alert.
 */
export async function action({ request }: ActionFunctionArgs) {
  await readForm(request); // the shell's logout form has no fields; anything but a form is refused (415)
  const ended = await endSession(sessionCookieOf(request));
  const headers = { "Set-Cookie": clearSessionCookieHeader() };
  if (ended) return redirect(homeUrl(), { headers });
  return data({ failed: true as const }, { status: 502, headers });
}

/** Shown only without JavaScript, when revocation failed. */
export default function LogoutFailed() {
  return (
    <section className="container narrow">
      <h1>ออกจากระบบในเครื่องนี้แล้ว</h1>
      <p>แต่ไม่สามารถยกเลิกเซสชันบนเซิร์ฟเวอร์ได้ในขณะนี้ กรุณาลองออกจากระบบอีกครั้งภายหลัง</p>
      <p>
        <Link to={homeUrl()}>กลับหน้าหลัก</Link>
      </p>
    </section>
  );
}
