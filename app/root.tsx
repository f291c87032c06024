import type { ReactNode } from "react";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import sarabunThai400 from "@fontsource/sarabun/files/sarabun-thai-400-normal.woff2?url";
import sarabunThai600 from "@fontsource/sarabun/files/sarabun-thai-600-normal.woff2?url";
import sarabunLatin400 from "@fontsource/sarabun/files/sarabun-latin-400-normal.woff2?url";
import appStyles from "~/styles/app.css?url";
import { AuthUnavailableError, resolveSession } from "~/auth/session.server";
import { RouteError, errorTitle } from "~/ui/shell/RouteError";
import { Footer } from "~/ui/shell/Footer";
import { TopBar } from "~/ui/shell/TopBar";
import { SearchForm } from "~/search/SearchForm";
import { useIslandSources, useNonce } from "~/platform/nonce";
import { pageMeta } from "~/platform/site";
import { pageHandle, pageNeedsScripts } from "~/platform/page-policy";
import { hydratingRoutes } from "~/platform/route-table.server";
import { HydratingRoutes } from "~/ui/Link";
import { Notice } from "~/ui/shell/Notice";
import { takeNotice } from "~/platform/notice.server";
import { progressWrittenAt } from "~/platform/student-cache.server";
import { unreadCount } from "~/services/messaging/unread.server";
import { NotificationsLink } from "~/notifications/NotificationsLink";

export const handle = pageHandle({ public: true, views: true });

export const links: LinksFunction = () => [
  // The Thai glyphs of the two weights every page uses (body; labels and
  // headings) and the Latin body glyphs: fetched early, so the swap from the
  // fallback font happens before the first paint and moves no text (about 31 KB).
  ...[sarabunThai400, sarabunThai600, sarabunLatin400].map((href) => ({
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

/**
 * The current user, resolved from the `session` cookie before anything renders,
 * with their unread notifications (the per-student copy: no read on a warm view);
 * and which pages hydrate, for the links of a page that does (ui/Link.tsx).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const hydrating = hydratingRoutes();
  // The notice the last post left (platform/notice.server.ts), shown once.
  const notice = takeNotice(request);
  const headers = new Headers();
  if (notice.clear) headers.append("Set-Cookie", notice.clear);
  try {
    const { user, setCookie } = await resolveSession(request);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    const unread = user ? await unreadCount(user.uid, progressWrittenAt(request)) : null;
    return data({ user, hydrating, notice: notice.text, unread }, { headers });
  } catch (error) {
    // Firebase Auth unreachable: render the page as anonymous rather than failing
    // every page; guarded routes still refuse (their guard throws on its own).
    if (error instanceof AuthUnavailableError) {
      console.error(`Session check skipped: ${error.message}`);
      return data({ user: null, hydrating, notice: notice.text, unread: null }, { headers });
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
  const matches = useMatches();
  // Server: only pages that need them ship scripts (page-policy.ts); the others
  // load their islands, if any (entry.server.tsx picks them). In the browser the
  // scripts are running already: keep them through client-side navigations to
  // pages that would not ship them.
  const scripts = typeof document !== "undefined" || pageNeedsScripts(matches.map((m) => m.handle));
  const islands = useIslandSources();
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
        <HydratingRoutes.Provider value={rootData?.hydrating ?? []}>
          <div className="site">
            <TopBar
              user={user}
              search={<SearchForm id="site-search-top" compact />}
              notifications={<NotificationsLink unread={rootData?.unread ?? null} />}
            />
            <main id="main" className="site-main" tabIndex={-1}>
              <Notice text={rootData?.notice} />
              {children}
            </main>
            <Footer />
          </div>
        </HydratingRoutes.Provider>
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          islands.map((src) => <script key={src} type="module" nonce={nonce} src={src} />)
        )}
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
