import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/platform/site";
import { pageHandle } from "~/platform/page-policy";
import { notFound } from "~/kernel/http.server";

export const handle = pageHandle({ public: false, views: true });


export const loader = () => notFound();
export const action = () => notFound();

export const meta: MetaFunction = () => pageMeta("ไม่พบหน้านี้");

export default function NotFound() {
  return null;
}
