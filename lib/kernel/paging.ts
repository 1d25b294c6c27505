/** A page of a list: 1-based page number, its size, and the row offset it starts at (spec §9 pager). */
export type Paging = { pageNo: number; pageSize: number; offset: number };
