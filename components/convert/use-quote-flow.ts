'use client';

// The quote → confirm → convert flow every conversion screen shares. Opening asks for a quote;
// while the confirm dialog is open a stale quote (expired or about to, on the server's clock)
// is replaced by a new one; confirming a stale quote, or one the server says has expired or
// was used (30102, 30101), fetches a new quote and asks to confirm again, so nothing converts
// at an old price. One client order id per quote: a retry of the same quote cannot convert
// twice (a 30103 answer means it went through before: the balances and records reload), and
// the button is disabled while a call is under way. A failure keeps the dialog (and
// the screen's selection) and says why.

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestAttempt, type RequestAttempt } from '@/components/dialog/request-id';
import { CONVERT_ERRORS, isQuoteGoneCode, type ConvertMode } from '@/lib/convert/modes';
import { isQuoteStale } from '@/lib/convert/quote';
import type { ConvertSource } from '@/lib/convert/small-balance';
import { invalidateAfterConversion, useConvert, useConvertQuote } from '@/queries/convert';
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
  const client = useQueryClient();
  const quoteCall = useConvertQuote();
  const convertCall = useConvert();
  const [request, setRequest] = useState<QuoteRequest | null>(null);
  const [quote, setQuote] = useState<ConvertQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const attempt = useRef<RequestAttempt | null>(null);
  const busy = useRef(false);

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

  const close = useCallback(() => {
    if (busy.current) return;
    setRequest(null);
    setQuote(null);
    setError(null);
    setNotice(null);
  }, []);

  const open = request !== null;
  // The timer reads the latest request and quote through refs (kept in effects).
  const latest = useRef<{ request: QuoteRequest | null; quote: ConvertQuote | null; quoting: boolean }>({ request: null, quote: null, quoting: false });
  const quotePending = quoteCall.isPending;
  useEffect(() => {
    latest.current = { request, quote, quoting: quotePending };
  }, [request, quote, quotePending]);

  // Each second while open: the countdown moves, and a quote gone stale is replaced.
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      const { request: current, quote: shown, quoting } = latest.current;
      if (current !== null && shown !== null && !quoting && !busy.current && isQuoteStale(shown, at, shown.clockOffsetMs)) void fetchQuote(current);
    }, 1000);
    return () => clearInterval(timer);
  }, [open, fetchQuote]);

  const { mutateAsync: doConvert } = convertCall;
  const confirm = useCallback(async () => {
    if (request === null || quote === null || busy.current) return;
    if (isQuoteStale(quote, Date.now(), quote.clockOffsetMs)) {
      setNotice(CONVERT_TEXTS.refreshed);
      await fetchQuote(request);
      return;
    }
    busy.current = true;
    attempt.current = requestAttempt(attempt.current, quote.quoteId);
    setError(null);
    try {
      const conversion = await doConvert({ quoteId: quote.quoteId, clientOrderId: attempt.current.id });
      showToast('success', CONVERT_TEXTS.success);
      setRequest(null);
      setQuote(null);
      setNotice(null);
      onConverted(conversion);
    } catch (failure) {
      if (failure instanceof QueryFailure && isQuoteGoneCode(failure.code)) {
        setNotice(CONVERT_TEXTS.refreshed);
        busy.current = false;
        await fetchQuote(request);
        return;
      }
      if (failure instanceof QueryFailure && Number(failure.code) === CONVERT_ERRORS.duplicate.code) {
        // This quote's conversion went through before (its answer was lost): show where things stand.
        void invalidateAfterConversion(client);
        showToast('info', CONVERT_TEXTS.alreadyDone);
        setRequest(null);
        setQuote(null);
        setNotice(null);
        return;
      }
      setError(queryErrorText(failure));
    } finally {
      busy.current = false;
    }
  }, [request, quote, fetchQuote, doConvert, onConverted, client]);

  return { open, quote, quoting: quoteCall.isPending, converting: convertCall.isPending, error, notice, now, start, confirm, close };
}
