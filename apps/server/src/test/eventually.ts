/** Polling for effects of event consumers, which run after the request that caused them. */

/** Reads until `check` passes (every 100 ms, about 5 s at most); answers the last value read. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (check(value) || attempt >= 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
