/** A file of the atlas; one that fails to load leaves its layer out (the map still works). */
export const loadAtlasFile = <T>(url: string, use: (data: T) => void) =>
  void fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
    .then((data) => data && use(data))
    .catch(() => undefined);
