import type { ReactNode } from "react";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "@remix-run/react";
import sarabunThai400 from "@fontsource/sarabun/files/sarabun-thai-400-normal.woff2?url";
import sarabunThai600 from "@fontsource/sarabun/files/sarabun-thai-600-normal.woff2?url";
import sarabunThai700 from "@fontsource/sarabun/files/sarabun-thai-700-normal.woff2?url";
import sarabunLatin400 from "@fontsource/sarabun/files/sarabun-latin-400-normal.woff2?url";
import appStyles from "~/styles/app.css?url";
import { AuthUnavailableError, resolveSession } from "~/auth/session.server";
import { RouteError, errorTitle } from "~/components/shell/RouteError";
import { Footer } from "~/components/shell/Footer";
import { TopBar } from "~/components/shell/TopBar";
import { useNonce } from "~/lib/nonce";
import { pageMeta } from "~/lib/site";
import { pageHandle } from "~/lib/page-policy";

export const handle = pageHandle({ public: true, views: true });

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
  // The site's icons and manifest (public/, made by scripts/make-icons.ts).
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const meta: MetaFunction<typeof loader> = ({ error }) => {
  if (error) {
    return [...pageMeta(errorTitle(error)), { name: "robots", content: "noindex" }];
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

/** Thrown responses and crashes alike: a Thai error page inside the shell (./components/shell/RouteError). */
export function ErrorBoundary() {
  return <RouteError />;
}
