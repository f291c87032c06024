import { NavLink } from "~/ui/Link";
import { QUESTION_TEXT } from "./messages";
import { QUESTIONS_ADMIN_URL } from "./urls";

/** The admin navigation's link to the inbox, with the number of unanswered questions. */
export function QuestionsNavItem({ count }: { count: number | null }) {
  return (
    <li>
      <NavLink to={QUESTIONS_ADMIN_URL} className="admin-nav__link" prefetch="intent">
        {QUESTION_TEXT.admin.nav}
        {count ? (
          <span className="badge badge--warning nav-count" data-testid="unanswered-count">
            <span aria-hidden="true">{count}</span>
            <span className="visually-hidden">{QUESTION_TEXT.admin.navCount(count)}</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}
