'use client';

// The state of a searchable, paged content list: the keyword, the category and the page. A new
// keyword or category starts again at page 1.

import { useState } from 'react';

/** Rows per page of the content lists (notices, FAQ, files). */
export const CONTENT_PAGE_SIZE = 10;

export interface ListState {
  keyword: string;
  category: string;
  page: number;
}

export function useListState(initial: Partial<ListState> = {}) {
  const [state, setState] = useState<ListState>({ keyword: '', category: '', page: 1, ...initial });
  return {
    ...state,
    search: (keyword: string) => setState((current) => (current.keyword === keyword ? current : { ...current, keyword, page: 1 })),
    choose: (category: string) => setState((current) => (current.category === category ? current : { ...current, category, page: 1 })),
    goTo: (page: number) => setState((current) => ({ ...current, page })),
  };
}
