import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Spec §3 said the old site kept the session token in localStorage; this site
// keeps it only in an HttpOnly cookie. Remove what the old site left behind.
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
