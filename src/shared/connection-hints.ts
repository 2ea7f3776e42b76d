/**
 * What a browser says of its connection: the Network Information API in the browser, the
 * Save-Data, ECT and Downlink Client Hints on the server.
 */
export interface ConnectionHints {
  saveData?: boolean | undefined;
  /** "slow-2g", "2g", "3g" or "4g". */
  effectiveType?: string | undefined;
  /** Estimated bandwidth in Mb/s. */
  downlink?: number | undefined;
}

const SLOW_TYPES = new Set(["slow-2g", "2g", "3g"]);
/** Below this a 720p reel (about 1 Mb/s) leaves little room for anything else on the line. */
const SLOW_DOWNLINK_MBPS = 5;

/** The visitor asked to save data, or the connection is too slow for full-size media. */
export function wantsLightMedia(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  if (connection.effectiveType && SLOW_TYPES.has(connection.effectiveType)) return true;
  return typeof connection.downlink === "number" && connection.downlink < SLOW_DOWNLINK_MBPS;
}
