// A form the browser sent itself, before its island ran (a slow line): the form posts to its
// own page, which shows it again as typed for the island to send. As a GET it would have put
// every field into the address (history, access logs) and come back empty.

/**
 * The posted text fields named in `limits`, each cut to its limit; a field not posted, or a
 * file, reads empty. Undefined when the request is not a POST or its body is not a form.
 */
export async function postedForm<F extends string>(request: Request, limits: Record<F, number>): Promise<Record<F, string> | undefined> {
  if (request.method !== 'POST') return undefined;
  const posted = await request.formData().catch(() => undefined);
  if (!posted) return undefined;
  const fields = {} as Record<F, string>;
  for (const name of Object.keys(limits) as F[]) {
    const value = posted.get(name);
    fields[name] = typeof value === 'string' ? value.slice(0, limits[name]) : '';
  }
  return fields;
}
