/** The Remix server build (the Remix Vite plugin's virtual module): its route table. */
declare module "virtual:remix/server-build" {
  import type { ServerBuild } from "@remix-run/node";
  export const routes: ServerBuild["routes"];
}
