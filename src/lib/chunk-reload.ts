/** A failed chunk load reloads the page, at most once per 60 seconds so a chunk that stays missing cannot make it loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

const CHUNK_ERROR = /Loading chunk [\w-]+ failed|ChunkLoadError|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i

export function isChunkLoadError(message: string): boolean {
  return CHUNK_ERROR.test(message)
}

/** Reload only when the last guarded reload is older than the window. */
export function shouldReload(now: number, lastReloadAt: number | null, windowMs = CHUNK_RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || now - lastReloadAt >= windowMs
}

/**
 * The same rule as a tiny inline script for <head>: it must run before any chunk loads,
 * so it cannot wait for the React bundle.
 */
export function chunkReloadScript(): string {
  return `(function(){var K='chunk-reload-at',W=${CHUNK_RELOAD_GUARD_MS},R=${CHUNK_ERROR.toString()};function h(e){var m=String((e&&(e.message||(e.reason&&(e.reason.message||e.reason.name))||(e.target&&e.target.src)))||'');if(!R.test(m)&&!(e&&e.target&&e.target.tagName==='SCRIPT'&&/\\/_next\\//.test(e.target.src||'')))return;var n=Date.now(),l=null;try{l=sessionStorage.getItem(K)}catch(x){}if(l!==null&&n-Number(l)<W)return;try{sessionStorage.setItem(K,String(n))}catch(x){}location.reload()}addEventListener('error',h,true);addEventListener('unhandledrejection',h)})()`
}
