/**
 * The baseline `npm run lighthouse` measures in every round beside the app's pages: one heading,
 * one paragraph, no styles, no scripts, served by the same server. Its score is the best any page
 * can get on this host at that moment (a fresh renderer alone costs a noisy host hundreds of
 * milliseconds of blocking time under the 4x slowdown), so a page's distance from it is what the
 * page itself costs. A path the app never serves.
 */
export const BASELINE_PATH = "/__lighthouse-baseline";

export const BASELINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Lighthouse baseline: a page with no styles and no scripts.">
<title>Baseline</title>
</head>
<body>
<h1>Baseline</h1>
<p>A page with no styles and no scripts: what this machine's browser costs on its own.</p>
</body>
</html>
`;
