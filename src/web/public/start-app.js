// Server-drawn pages download and start the app's scripts once the page has loaded (its visible
// images included), or after 3 seconds at most: what the visitor came to see gets the
// connection first, and the work of adopting it (hydration) follows. An external file because
// the Content Security Policy forbids inline scripts. The server names the entry script in
// data-entry and the scripts it will import in data-preload, fetched side by side.
(() => {
  const { entry, preload = "" } = document.currentScript?.dataset ?? {};
  if (!entry) return;
  const scripts = preload.split(" ").filter(Boolean);
  // Adding preload links takes main-thread time per link (Chromium starts each load there): under
  // Lighthouse's 4x CPU slowdown, a batch of 8 took 60-105 ms on /property, which has 37. A few
  // per task keeps each task short, so a tap in the meantime is answered at once.
  const BATCH = 4;
  const preloadFrom = (first) => {
    const links = document.createDocumentFragment();
    for (const href of scripts.slice(first, first + BATCH)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    if (first + BATCH < scripts.length) setTimeout(() => preloadFrom(first + BATCH));
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
    setTimeout(() => preloadFrom(0));
  };
  // After the frame that follows the load: the images that made it load are on screen by then.
  const startAfterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  if (document.readyState === "complete") startAfterPaint();
  else {
    window.addEventListener("load", startAfterPaint, { once: true });
    setTimeout(start, 3000);
  }
})();
