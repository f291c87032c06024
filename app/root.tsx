import type { ReactNode } from "react";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import sarabunThai400 from "@fontsource/sarabun/files/sarabun-thai-400-normal.woff2?url";
import sarabunThai600 from "@fontsource/sarabun/files/sarabun-thai-600-normal.woff2?url";
import sarabunThai700 from "@fontsource/sarabun/files/sarabun-thai-700-normal.woff2?url";
import sarabunLatin400 from "@fontsource/sarabun/files/sarabun-latin-400-normal.woff2?url";
import appStyles from "~/styles/app.css?url";
import { AuthUnavailableError, resolveSession } from "~/auth/session.server";
import { ErrorPage, errorCopy } from "~/components/shell/ErrorPage";
import { Footer } from "~/components/shell/Footer";
import { TopBar } from "~/components/shell/TopBar";
import { useNonce } from "~/lib/nonce";
import { pageMeta } from "~/lib/site";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: true, views: true });

const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#c2410c"/>' +
      '<path d="M16 9.5c-2.4-1.7-5.7-2.5-10.5-2.3v16.6c4.8-.2 8.1.6 10.5 2.3 2.4-1.7 5.7-2.5 10.5-2.3V7.2C21.7 7 18.4 7.8 16 9.5ZM16 9.5v16.6" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/></svg>',
  );

export const links: LinksFunction = () => [
  // The Thai glyphs of the weights every page uses (body, labels, headings) and
  // the Latin body glyphs: fetched early, so the swap from the fallback font
  // happens before the first paint and moves no text (about 40 KB in all).
  ...[sarabunThai400, sarabunThai600, sarabunThai700, sarabunLatin400].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ error }) => {
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return [...pageMeta(errorCopy(status).title), { name: "robots", content: "noindex" }];
  }
  return pageMeta();
};

/** The current user, resolved from the `session` cookie before anything renders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const { user, setCookie } = await resolveSession(request);
    if (user || setCookie) context.privateRender = true;
    return data({ user }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
  } catch (error) {
    // Firebase Auth unreachable: render the page as anonymous rather than failing
    // every page; guarded routes still refuse (their guard throws on its own).
    if (error instanceof AuthUnavailableError) {
      console.error(`Session check skipped: ${error.message}`);
      return data({ user: null });
    }
    throw error;
  }
}

/**
 * The document and the shell. It also wraps the ErrorBoundary, so it must cope
 * with the root loader having failed (no loader data: anonymous).
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const user = rootData?.user ?? null;
  return (
    <html lang="th">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf7f2" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          ข้ามไปยังเนื้อหา
        </a>
        <div className="site">
          <TopBar user={user} />
          <main id="main" className="site-main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
        </div>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const copy = errorCopy(error.status);
    const detail = import.meta.env.DEV && error.status >= 500 ? JSON.stringify(error.data, null, 2) : undefined;
    return (
      <ErrorPage status={error.status} title={copy.title} detail={detail}>
        <p>{copy.text}</p>
      </ErrorPage>
    );
  }
  const copy = errorCopy(500);
  // Never a stack trace in production; in development it helps.
  const detail =
    import.meta.env.DEV && error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : undefined;
  return (
    <ErrorPage status={500} title={copy.title} detail={detail}>
      <p>{copy.text}</p>
    </ErrorPage>
  );
}
