// A form the browser sent itself, before its island ran (a slow line): the form posts to its
// own page, which shows it again as typed for the island to send. As a GET it would have put
// every field into the address (history, access logs) and come back empty.

/**
 * The largest body read: a page's form is a few fields. The pages have no body limit of their
 * own (the API's is in api/app.ts), and a browser always states the length of a form it posts.
 */
const POSTED_FORM_MAX_BYTES = 64 * 1024;

/**
 * The posted text fields named in `limits`, each cut to its limit; a field not posted, or a
 * file, reads empty. Undefined when the request is not a POST, its body is not a form, or it
 * does not state a length within POSTED_FORM_MAX_BYTES (then the body is not read).
 */
export async function postedForm<F extends string>(request: Request, limits: Record<F, number>): Promise<Record<F, string> | undefined> {
  if (request.method !== 'POST') return undefined;
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!(length >= 0 && length <= POSTED_FORM_MAX_BYTES)) return undefined;
  const posted = await request.formData().catch(() => undefined);
  if (!posted) return undefined;
  const fields = {} as Record<F, string>;
  for (const name of Object.keys(limits) as F[]) {
    const value = posted.get(name);
    fields[name] = typeof value === 'string' ? value.slice(0, limits[name]) : '';
  }
  return fields;
}
