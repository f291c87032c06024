import { Form, useNavigation } from "@remix-run/react";
import { LEARNING_TEXT } from "./messages";
import { courseUrl } from "~/kernel/urls";
import { Link } from "~/ui/Link";

/**
 * The enrol button: a form posting to the course page's action (anonymous
 * visitors are sent to sign in and come back). `redirectTo` is where to go after.
 * A paid course has `buy` instead: "ซื้อคอร์สนี้ 1,500 บาท", a link to the order's step that asks first.
 */
export function EnrolForm({ slug, redirectTo, block = true, buy }: { slug: string; redirectTo?: string; block?: boolean; buy?: { url: string; priceLabel: string } }) {
  const action = courseUrl(slug);
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formAction === action && navigation.formData?.get("intent") === "enrol";
  const size = `button button--primary button--large${block ? " button--block" : ""}`;
  if (buy) {
    return (
      <Link to={buy.url} className={size} data-testid="buy-course">
        {LEARNING_TEXT.course.buy(buy.priceLabel)}
      </Link>
    );
  }
  return (
    <Form method="post" action={action} className="enrol-form">
      <input type="hidden" name="intent" value="enrol" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button type="submit" className={size} disabled={busy}>
        {busy ? LEARNING_TEXT.course.enrolling : LEARNING_TEXT.course.enrol}
      </button>
    </Form>
  );
}
