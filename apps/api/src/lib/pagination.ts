import type { PageQuery } from '@dino/contract';

/** The rows a page query asks for. */
export function pageOf(query: PageQuery) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** The paging fields of API.md's paginated envelope. */
export function paginationOf(query: PageQuery, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  return {
    pagination: { currentPage: query.page, perPage: query.per_page, lastPage, total },
    total_pages: lastPage,
    total,
  };
}
