import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// The old site kept the session token in localStorage, where any script could
// read it; this site keeps it only in the HttpOnly `session` cookie. Remove the
// key the old site left behind in returning visitors' browsers.
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
