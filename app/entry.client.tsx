import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// The session token lives only in the HttpOnly `session` cookie, never where a script
// could read it: remove a token an earlier version of the site left in localStorage
// in returning visitors' browsers.
try {
  window.localStorage.removeItem("sessionToken");
} catch {
  // Storage may be unavailable (private mode); nothing to clean then.
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
