/** How long a probe waits for the style: a slow style would leave a blank map for as long. */
const PROBE_TIMEOUT_MS = 3_000;
/** A reachable style is asked again after this long, an unreachable one sooner. */
const RECHECK_REACHABLE_MS = 10 * 60_000;
const RECHECK_UNREACHABLE_MS = 60_000;

type FetchStyle = (url: string, init: { signal: AbortSignal }) => Promise<Response>;
/** Whether the style can be had now; a check that throws counts as no. */
export type StyleCheck = (url: string, signal: AbortSignal) => Promise<boolean>;

/** Whether the answer is a MapLibre style (JSON with version 8), not an error page. */
async function isStyle(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const style = (await response.json()) as { version?: unknown };
    return style.version === 8;
  } catch {
    return false;
  }
}

/** A style elsewhere is had when it answers with a style. */
export function fetchedStyle(fetchStyle: FetchStyle = fetch): StyleCheck {
  return (url, signal) => fetchStyle(url, { signal }).then(isStyle);
}

/**
 * Which map style the pages hand the browser: the configured style while this server last
 * reached it, else null (the bundled atlas). A page never waits for the answer: the first asks
 * after start-up, or after a recheck falls due, start a probe in the background and get the
 * last known answer. Each server instance asks for itself; they need not agree.
 */
export function mapStyleProbe(
  url: string | null,
  check: StyleCheck = fetchedStyle(),
  now: () => number = Date.now,
) {
  let reachable = false;
  let checkAfter = 0;
  let probing: Promise<void> | null = null;

  const probe = async (style: string) => {
    const ok = await check(style, AbortSignal.timeout(PROBE_TIMEOUT_MS)).catch(() => false);
    reachable = ok;
    checkAfter = now() + (ok ? RECHECK_REACHABLE_MS : RECHECK_UNREACHABLE_MS);
    probing = null;
  };

  return {
    /** The style URL to use now, or null for the atlas. */
    current(): string | null {
      if (url === null) return null;
      if (!probing && now() >= checkAfter) probing = probe(url);
      return reachable ? url : null;
    },
    /** Settles once the probe running now, if any, has its answer. */
    settled: (): Promise<void> => probing ?? Promise.resolve(),
  };
}
