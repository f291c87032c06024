import { createContext, useContext, type ReactNode } from "react";

/**
 * The CSP nonce of the current response, and the island scripts the document
 * loads (app/islands, page-policy.ts pageIslands). `entry.server.tsx` wraps
 * `<RemixServer>` in `<NonceProvider value={nonce} islands={...}>`; in the browser
 * nothing provides them: the nonce is "" (browsers hide the nonce attribute from
 * the DOM anyway, so hydration sees "" on both sides) and there are no islands (a
 * page that hydrates loads none).
 */
const NonceContext = createContext<string>("");
const IslandsContext = createContext<readonly string[]>([]);

export function NonceProvider({ value, islands = [], children }: { value: string; islands?: readonly string[]; children: ReactNode }) {
  return (
    <NonceContext.Provider value={value}>
      <IslandsContext.Provider value={islands}>{children}</IslandsContext.Provider>
    </NonceContext.Provider>
  );
}

export function useNonce(): string {
  return useContext(NonceContext);
}

/** The island scripts' URLs this document loads (server render only). */
export function useIslandSources(): readonly string[] {
  return useContext(IslandsContext);
}
