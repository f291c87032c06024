import { Form } from "@remix-run/react";
import { homeUrl } from "~/kernel/urls";
import { Link } from "~/ui/Link";
import { PARENT_PAGES } from "./messages";
import type { ParentPageView } from "./page-view";

/** The parent's page (a confirmation or an unsubscribe link): where it stands, and one button when there is something to do. */
export function ParentPage({ page }: { page: ParentPageView }) {
  if (page.view !== "link") {
    const copy = PARENT_PAGES[page.view];
    return (
      <Card title={copy.title}>
        <p>{copy.text}</p>
        <p>
          <Link to={homeUrl()}>{PARENT_PAGES.home}</Link>
        </p>
      </Card>
    );
  }
  const texts = PARENT_PAGES[page.kind];
  const open = page.kind === "confirm" ? page.state === "pending" : page.state === "confirmed";
  return (
    <Card title={texts.title}>
      {open ? (
        <>
          <p className="lead">{texts.ask(page.name)}</p>
          {page.kind === "confirm" ? <p>{PARENT_PAGES.confirm.what}</p> : null}
          <Form method="post" action={page.action}>
            <button type="submit" className={`button button--large ${page.kind === "confirm" ? "button--primary" : "button--danger"}`}>
              {texts.button}
            </button>
          </Form>
          {page.kind === "confirm" ? <p className="text-muted">{PARENT_PAGES.confirm.ignore}</p> : null}
        </>
      ) : (
        <p className="lead">{PARENT_PAGES.state[page.state](page.name)}</p>
      )}
    </Card>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container container--narrow page">
      <section className="card stack" aria-labelledby="parent-title">
        <h1 id="parent-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
