import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Link } from "~/ui/Link";
import { ErrorPage, errorCopy } from "./ErrorPage";

/**
 * The one error boundary body of the site: the thrown status (500 for
 * anything else) with its Thai title and text inside the shell. A section
 * (the admin) may word its 404 and offer its own way back. A stack trace or
 * a 5xx response's data show only in development.
 */
export function RouteError({
  notFoundText,
  back,
}: {
  notFoundText?: string;
  /** A link shown under the text for these statuses. */
  back?: { to: string; label: string; statuses: readonly number[] };
} = {}) {
  const error = useRouteError();
  const response = isRouteErrorResponse(error) ? error : null;
  const status = response?.status ?? 500;
  const copy = errorCopy(status);
  const detail = !import.meta.env.DEV
    ? undefined
    : response
      ? status >= 500
        ? JSON.stringify(response.data, null, 2)
        : undefined
      : error instanceof Error
        ? (error.stack ?? `${error.name}: ${error.message}`)
        : undefined;
  return (
    <ErrorPage status={status} title={copy.title} detail={detail}>
      <p>{status === 404 && notFoundText ? notFoundText : copy.text}</p>
      {back && back.statuses.includes(status) ? (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : null}
    </ErrorPage>
  );
}

/** The Thai title of an error page for a boundary's `meta` (the status of a thrown response, 500 otherwise). */
export function errorTitle(error: unknown): string {
  return errorCopy(isRouteErrorResponse(error) ? error.status : 500).title;
}
