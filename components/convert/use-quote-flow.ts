'use client';

// The quote → confirm → convert flow every conversion screen shares. Opening asks for a quote;
// while the confirm dialog is open a stale quote (expired or about to, on the server's clock)
// is replaced by a new one; confirming a stale quote, or one the server says has expired or
// was used (30102, 30101), fetches a new quote and asks to confirm again, so nothing converts
// at an old price. One client order id per quote: a retry of the same quote cannot convert
// twice (a 30103 answer means it went through before: the balances and records reload), and
// the button is disabled while a call is under way. A failure keeps the dialog (and
// the screen's selection) and says why.

import { useCallback, useEffect, useRef, useState } from 'react';
import { useGuardedAction } from '@/components/dialog/guarded-submit';
import { requestAttempt, type RequestAttempt } from '@/components/dialog/request-id';
import { isQuoteGoneCode, type ConvertMode } from '@/lib/convert/modes';
import { isQuoteStale } from '@/lib/convert/quote';
import type { ConvertSource } from '@/lib/convert/small-balance';
import { isAlreadyConverted, useConvert, useConvertQuote } from '@/queries/convert';
import { QueryFailure, queryErrorText } from '@/queries/failure';
import type { Conversion, ConvertQuote } from '@/services/wallet/small-convert';
import { showToast } from '@/stores/toast-store';
import { CONVERT_TEXTS } from './texts';

export interface QuoteRequest {
  target: string;
  sources: readonly ConvertSource[];
}

export interface QuoteFlow {
  open: boolean;
  quote: ConvertQuote | null;
  quoting: boolean;
  converting: boolean;
  error: string | null;
  notice: string | null;
  /** Local clock, ticking each second while open. */
  now: number;
  start(request: QuoteRequest): void;
  confirm(): Promise<void>;
  close(): void;
}

export function useQuoteFlow(mode: ConvertMode, onConverted: (conversion: Conversion) => void): QuoteFlow {
  const quoteCall = useConvertQuote();
  const convertCall = useConvert();
  const [request, setRequest] = useState<QuoteRequest | null>(null);
  const [quote, setQuote] = useState<ConvertQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const attempt = useRef<RequestAttempt | null>(null);

  const { mutateAsync: askQuote } = quoteCall;
  const fetchQuote = useCallback(
    async (next: QuoteRequest) => {
      setError(null);
      try {
        const fresh = await askQuote({ mode, target: next.target, sources: next.sources });
        setQuote(fresh);
        setNow(Date.now());
      } catch (failure) {
        setQuote(null);
        setError(queryErrorText(failure));
      }
    },
    [askQuote, mode],
  );

  const start = useCallback(
    (next: QuoteRequest) => {
      setRequest(next);
      setQuote(null);
      setNotice(null);
      void fetchQuote(next);
    },
    [fetchQuote],
  );

  const converting = convertCall.isPending;
  const close = useCallback(() => {
    if (converting) return;
    setRequest(null);
    setQuote(null);
    setError(null);
    setNotice(null);
  }, [converting]);

  const open = request !== null;
  // The timer reads the latest request and quote through refs (kept in effects).
  const latest = useRef<{ request: QuoteRequest | null; quote: ConvertQuote | null; quoting: boolean; converting: boolean }>({ request: null, quote: null, quoting: false, converting: false });
  const quotePending = quoteCall.isPending;
  useEffect(() => {
    latest.current = { request, quote, quoting: quotePending, converting };
  }, [request, quote, quotePending, converting]);

  // Each second while open: the countdown moves, and a quote gone stale is replaced.
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      const { request: current, quote: shown, quoting, converting: convertingNow } = latest.current;
      if (current !== null && shown !== null && !quoting && !convertingNow && isQuoteStale(shown, at, shown.clockOffsetMs)) void fetchQuote(current);
    }, 1000);
    return () => clearInterval(timer);
  }, [open, fetchQuote]);

  const { mutateAsync: doConvert } = convertCall;
  // A second confirm while one is under way does nothing (the shared guard).
  const { run: confirm } = useGuardedAction(async () => {
    if (request === null || quote === null) return;
    if (isQuoteStale(quote, Date.now(), quote.clockOffsetMs)) {
      setNotice(CONVERT_TEXTS.refreshed);
      await fetchQuote(request);
      return;
    }
    attempt.current = requestAttempt(attempt.current, quote.quoteId);
    setError(null);
    try {
      const conversion = await doConvert({ values: { quoteId: quote.quoteId }, requestId: attempt.current.id });
      showToast('success', CONVERT_TEXTS.success);
      setRequest(null);
      setQuote(null);
      setNotice(null);
      onConverted(conversion);
    } catch (failure) {
      if (failure instanceof QueryFailure && isQuoteGoneCode(failure.code)) {
        setNotice(CONVERT_TEXTS.refreshed);
        await fetchQuote(request);
        return;
      }
      if (isAlreadyConverted(failure)) {
        // This quote's conversion went through before (its answer was lost): the hook reloads
        // the balances and records; the screen says so and closes.
        showToast('info', CONVERT_TEXTS.alreadyDone);
        setRequest(null);
        setQuote(null);
        setNotice(null);
        return;
      }
      setError(queryErrorText(failure));
    }
  });

  return { open, quote, quoting: quoteCall.isPending, converting, error, notice, now, start, confirm, close };
}
