import type { LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/auth/session.server";
import { fileResponse } from "~/files/index.server";
import { or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";
import { progressWrittenAt } from "~/platform/student-cache.server";

/** A stored file: who sees it, and how it is cached, is the files feature's rule (files/serve.server.ts). */
export const handle = pageHandle({ public: false, views: false });

export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return or503(fileResponse(params.name ?? "", user, progressWrittenAt(request)));
}
