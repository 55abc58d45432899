'use client';

// Section 8 "Finance profit: 10301 is silent; others toast the message": a profit query that
// fails says so once per failure, wherever its figure is shown (yesterday's profit, the chart).

import { useEffect } from 'react';
import { profitFailureText } from '@/queries/finance';
import { showToast } from '@/stores/toast-store';

export function useProfitFailureToast(query: { isError: boolean; error: unknown; errorUpdatedAt: number }): void {
  const text = query.isError ? profitFailureText(query.error) : null;
  const { errorUpdatedAt } = query;
  useEffect(() => {
    if (text) showToast('error', text);
  }, [text, errorUpdatedAt]);
}
