'use client';

// Saves text the page made as a file (CSV exports of record lists): a Blob behind a temporary
// object URL and a download link, so nothing is sent anywhere and no server text is ever
// parsed as HTML.

/** Long enough for the browser to start reading the blob before its URL goes away. */
const REVOKE_DELAY_MS = 10_000;

export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
