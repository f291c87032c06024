/**
 * A form post as a browser without JavaScript sends it: urlencoded fields, the
 * site's own Origin (the CSRF check), the cookie when there is one. Redirects
 * are answered, not followed.
 */
export function postForm(baseUrl: string, path: string, fields: Record<string, string> | [string, string][], cookie?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}
