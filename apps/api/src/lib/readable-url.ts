/**
 * An address whose path cannot be decoded (`%E0%A4%A`: a percent sign that starts no UTF-8
 * character) is read as written, percent signs and all. Its id then names nothing and answers
 * 404, the API's in its envelope and a page's with the 404 page, where the router would have
 * refused the whole request with a bare 400.
 */
export function readableUrl(url: string): string {
  if (!url.includes('%')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
  }
}
