/**
 * `work`, or a rejection when it has not settled `ms` after the call. The verdict waits for the
 * event loop's next read of its sockets: after a synchronous step held the thread past the
 * deadline, a reply that arrived meanwhile is read before the timer's verdict, so only a store
 * that is slow itself is taken for down. A plain timer would fire first and refuse the request.
 */
export function settleWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // setImmediate runs after the loop's I/O phase, which follows the timers'. Rejecting a
    // promise `work` has already settled changes nothing.
    const timer = setTimeout(
      () => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))),
      ms,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
