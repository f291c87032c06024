import { useEffect, useRef, type RefObject } from "react";
import { useActionData, useBlocker, useNavigation } from "@remix-run/react";
import { FORM_ERRORS } from "~/admin-kit/messages";

/**
 * With JavaScript, an edited form is not left by accident: a link inside the
 * app (another admin tab, a lesson) asks first (Remix's `useBlocker`), and so
 * does the browser before a reload, a typed address or closing the tab
 * (`beforeunload`). The form counts as edited from the first input until a
 * save succeeds (a redirect: no action answer), or the text is kept
 * server-side (an expired session, `kept`). `initiallyEdited`: the form shows
 * text that is not saved yet (a restored draft).
 */
export function useUnsavedGuard(form: RefObject<HTMLFormElement | null>, { initiallyEdited, kept }: { initiallyEdited: boolean; kept: boolean }) {
  const edited = useRef(initiallyEdited);
  const submitting = useRef(false);
  const navigation = useNavigation();
  const answer = useActionData();

  useEffect(() => {
    // On the document: the form element is replaced when its version changes (after a save).
    const inForm = (event: Event) => event.target instanceof Node && form.current?.contains(event.target) === true;
    const onInput = (event: Event) => {
      if (inForm(event)) edited.current = true;
    };
    const onSubmit = (event: Event) => {
      if (inForm(event)) submitting.current = true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!edited.current || submitting.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("change", onInput, true);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("change", onInput, true);
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [form]);

  // A post of this form has finished: saved (redirected, no answer) or kept, else still edited.
  useEffect(() => {
    if (navigation.state !== "idle" || !submitting.current) return;
    submitting.current = false;
    if (!answer || kept) edited.current = false;
  }, [navigation.state, answer, kept]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      edited.current && !submitting.current && currentLocation.pathname !== nextLocation.pathname
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(FORM_ERRORS.leaveWarning)) {
      edited.current = false;
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker]);
}
