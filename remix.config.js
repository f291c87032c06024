// Remix options, kept in the file the design card names. Remix's classic compiler
// (which read this file itself) is deprecated; `vite.config.ts` imports these
// options and hands them to the Remix Vite plugin, so this stays the one place.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.test.*", "**/.*"],
  future: {
    // Off on purpose: with it, Remix's router (1.23) drops an idle fetcher from its
    // state while still counting it among the fetchers it reloads or redirects for;
    // the next navigation then throws "Expected fetcher: …" and the page stops
    // navigating (the exercise editor's add links after a quick preview and save,
    // the one page with fetchers). Without it a fetcher stays while its component
    // is mounted, which is all the editor needs (its question fetcher is the page's).
    v3_fetcherPersist: false,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
