/** Page number and size from a request's query strings (the contract has checked their ranges). */
export function pagingOf(query: Record<string, string | undefined>): { pageNo: number; pageSize: number } {
  return { pageNo: Number(query['pageNo'] ?? 1), pageSize: Number(query['pageSize'] ?? 20) };
}

/** The contract's `Page` of a list of `totalCount` items. */
export function pageInfo(pageNo: number, pageSize: number, totalCount: number) {
  return { pageNo, pageSize, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}
