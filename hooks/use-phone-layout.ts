'use client';

// Whether the page is laid out for a phone (the 750-pixel design, below 750 px wide). False in
// the server render and during hydration, so both render the same markup; CSS already shapes
// that markup for the phone, and the client then mounts what only a phone shows (and leaves out
// what only a desktop shows), following the width when it changes.

import { useSyncExternalStore } from 'react';

/** Below 750 px: the same break as the stylesheets' `max-width: 749.98px`. */
export const PHONE_MEDIA_QUERY = '(max-width: 749.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const onClient = () => window.matchMedia(PHONE_MEDIA_QUERY).matches;
const onServer = () => false;

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
