import { Link } from "~/ui/Link";
import { loginUrl } from "~/kernel/urls";
import { TUTORING_TEXT } from "./messages";

/** "เข้าสู่ระบบเพื่อจอง": to the sign-in, and back to `here` (the page, its choice and note kept in its query). */
export function SignInToBook({ here }: { here: string }) {
  return (
    <p>
      <Link to={loginUrl(here)} className="button button--primary">
        {TUTORING_TEXT.signInToBook}
      </Link>
    </p>
  );
}
