// A page chunk that fails to load (a deploy replaced it, a flaky network) reloads the page
// once. The last reload time is kept in session storage: a second failure within the window
// does not reload again, so a chunk that is really gone cannot cause a reload loop.

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export const CHUNK_ERROR_PATTERN =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

/**
 * The inline boot script, placed before any chunk in the document so that it sees failures
 * of the first chunks as well as of chunks loaded on navigation. It is serialised into the
 * page, so it is written as one self-contained string; its unit test runs it in a sandbox.
 */
export function chunkReloadBootScript(): string {
  return [
    '(function(){',
    `var K=${JSON.stringify(CHUNK_RELOAD_KEY)},W=${CHUNK_RELOAD_WINDOW_MS},R=${CHUNK_ERROR_PATTERN.toString()};`,
    'function once(){try{var l=Number(sessionStorage.getItem(K));var n=Date.now();',
    'if(l&&n>=l&&n-l<=W)return;sessionStorage.setItem(K,String(n));location.reload();}catch(e){}}',
    'function chunkError(x){return !!x&&R.test(String(x.name)+" "+String(x.message));}',
    "window.addEventListener('error',function(e){var t=e.target;",
    "if(t&&t.tagName==='SCRIPT'&&String(t.src||'').indexOf('/_next/static/')>=0){once();return;}",
    'if(chunkError(e.error))once();},true);',
    "window.addEventListener('unhandledrejection',function(e){if(chunkError(e.reason))once();});",
    '})();',
  ].join('');
}
