import { Form, useNavigation } from "@remix-run/react";
import { learningMessages as m } from "./messages";
import { courseUrl } from "~/platform/urls";

/**
 * The enrol button: a form posting to the course page's action (anonymous
 * visitors are sent to sign in and come back). `redirectTo` is where to go after.
 */
export function EnrolForm({ slug, redirectTo, block = true }: { slug: string; redirectTo?: string; block?: boolean }) {
  const action = courseUrl(slug);
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formAction === action && navigation.formData?.get("intent") === "enrol";
  return (
    <Form method="post" action={action} className="enrol-form">
      <input type="hidden" name="intent" value="enrol" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button type="submit" className={`button button--primary button--large${block ? " button--block" : ""}`} disabled={busy}>
        {busy ? m.course.enrolling : m.course.enrol}
      </button>
    </Form>
  );
}
