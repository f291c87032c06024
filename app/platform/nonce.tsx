import { createContext, useContext, type ReactNode } from "react";

/**
 * The CSP nonce of the current response. `entry.server.tsx` wraps `<RemixServer>`
 * in `<NonceProvider value={nonce}>`; in the browser nothing provides it and the
 * value is "" (browsers hide the nonce attribute from the DOM anyway, so hydration
 * sees "" on both sides).
 */
const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
