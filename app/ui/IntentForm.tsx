import { Form } from "@remix-run/react";

/**
 * One button that posts one intent (`intent=<name>` and its hidden fields) to an
 * action: a plain form without JavaScript, a Remix form with it.
 */
export function IntentForm(props: {
  action: string;
  intent: string;
  fields?: Readonly<Record<string, string>>;
  label: string;
  buttonClass: string;
  preventScrollReset?: boolean;
  className?: string;
}) {
  return (
    <Form method="post" action={props.action} preventScrollReset={props.preventScrollReset} className={props.className}>
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={props.buttonClass}>
        {props.label}
      </button>
    </Form>
  );
}
