import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { EditUnavailable, Notice } from "~/admin-kit/parts";
import { keepFormAfterOutage } from "~/admin/ui/revalidate";
import { QuestionForm, QuestionList, SettingsForm } from "~/exercises/editor/ExerciseEditor";
import { focusAfterPost, type FocusRequest } from "~/exercises/editor/focus";
import { editorRefusal, exerciseEditorAction, exerciseEditorLoader, type EditorPost } from "~/exercises/editor/editor.server";
import { keepTypedOnRefusal } from "~/admin-kit/index.server";
import { EDITOR_ERRORS, EDITOR_TEXT } from "~/exercises/editor/messages";
import { adminMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import editorStyles from "~/exercises/editor/exercise-editor.css?url";

export const handle = pageHandle({ public: false, views: false });
export const links: LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => adminMeta(data?.loaded ? EDITOR_TEXT.title(data.loaded.lesson.title) : EDITOR_TEXT.eyebrow);
export const shouldRevalidate = keepFormAfterOutage;

// Both run requireAdmin first (the action also the admin write rate limit; a post over it keeps what was typed).
export const loader = (args: LoaderFunctionArgs) => exerciseEditorLoader(args);
export const action = keepTypedOnRefusal((args: ActionFunctionArgs) => exerciseEditorAction(args), editorRefusal);

export default function ExerciseEditorPage() {
  const { loaded, base, notice, editing } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as EditorPost | undefined;
  const question = posted?.kind === "question" ? posted.state : null;
  // With JavaScript: a post says what to focus, done once its redirect (`?done=…`) is shown.
  const focusNext = useRef<FocusRequest | null>(null);
  const location = useLocation();
  useEffect(() => {
    const request = focusNext.current;
    focusNext.current = null;
    if (request && new URLSearchParams(location.search).has("done")) focusAfterPost(request);
  }, [location.key, location.search]);
  const questionFetcher = useFetcher<EditorPost>({ key: "exercise-question" });
  const onPost = (request: FocusRequest) => {
    focusNext.current = request;
  };
  if (!loaded && !question) return <EditUnavailable kindLabel="แบบฝึกหัด" reloadUrl={base} text={EDITOR_ERRORS.loadUnavailable} />;
  const version = loaded?.version ?? question?.version ?? "";
  const settings = posted?.kind === "settings" ? posted : null;
  const values = question?.values ?? editing?.values ?? null;
  return (
    <>
      <header className="page-header">
        <p className="eyebrow">{EDITOR_TEXT.eyebrow}</p>
        <h1>{loaded ? EDITOR_TEXT.title(loaded.lesson.title) : EDITOR_TEXT.eyebrow}</h1>
        {loaded ? (
          <p className="cluster">
            <Link to={loaded.lesson.editUrl}>{EDITOR_TEXT.backToLesson}</Link>
            {loaded.lesson.publicUrl ? <a href={`${loaded.lesson.publicUrl}#exercise`}>{EDITOR_TEXT.viewLesson}</a> : null}
          </p>
        ) : null}
      </header>
      {posted ? null : <Notice text={notice} />}
      {values ? (
        <QuestionForm
          key={`${values.questionId ?? ""}:${values.type ?? ""}`}
          onPost={onPost}
          fetcher={questionFetcher}
          base={base}
          number={editing?.number ?? (loaded?.questions.length ?? 0) + 1}
          values={values}
          errors={question?.errors ?? {}}
          formError={question?.formError ?? null}
          preview={question?.preview ?? null}
          theirs={question?.theirs ?? null}
          version={question?.version ?? version}
        />
      ) : null}
      {loaded ? (
        <>
          <QuestionList onPost={onPost} questions={loaded.questions} version={version} base={base} error={posted?.kind === "list" ? posted.formError : null} />
          <SettingsForm
            values={settings?.values ?? loaded.settings}
            errors={settings?.errors ?? {}}
            formError={settings?.formError ?? null}
            version={settings?.version ?? version}
            base={base}
            enabled={loaded.hasExercise}
          />
        </>
      ) : null}
    </>
  );
}
