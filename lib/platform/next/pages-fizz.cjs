'use strict';
/**
 * What Next's pages router renders HTML with (the goods page, pages/goodsDetail; docs/decisions/0015-crawler-scale.md,
 * measured in docs/investigations/crawler-scale.md, pass 5).
 *
 * Next's pages runtime takes `react-dom/server.edge` (its own source: "TODO: Use Node.js build unless we're in an
 * Edge runtime") and renders each page three times through web streams: the page, the styled-jsx styles and the
 * document, each by `renderToReadableStream`, awaited whole (`allReady`) and read back into a string. On Node that
 * costs more than the render: React's web-stream build encodes every attribute and text to UTF-8 bytes as it goes
 * (a TextEncoder call each), the stream hands the bytes over in a promise per chunk, and Next decodes them back into
 * one string; profiles of goods pages' first renders put a large share of their CPU there.
 *
 * Next never streams these renders (it waits for all of it, then concatenates strings), so this module gives the
 * pages runtime, and only it, a `renderToReadableStream` that renders with React's synchronous string renderer
 * (`renderToString` of the Node build: the same Fizz, writing strings) and returns the finished HTML as a
 * stream of a few chunks. The markup is the same (tests/unit/pages-fizz.test.tsx compares both renderers on the
 * goods page and a suspending tree); where the string renderer cannot finish — a component still suspended, which
 * leaves a client-rendered boundary (`<!--$!-->`) — or throws, the tree is rendered again by React's own
 * `renderToReadableStream`, so what the page shows never depends on which one ran. A render that runs twice runs
 * next/head twice too: every tag of components/seo/PageHead.tsx and pages/_app.tsx has a key, so it is kept once.
 *
 * Installed by `install()` from a preload (scripts/start.sh: NODE_OPTIONS=--require lib/platform/next/server-preload.cjs),
 * before Next loads its runtimes: `require('react-dom/server.edge')` from Next's pages runtime (and only from there)
 * resolves to this file. Without the preload everything works as before, slower.
 */
const Module = require('node:module');

/** Next's pages runtime and its uncompiled twin: the only requirers redirected here. */
const PAGES_RUNTIME =
  /[\\/]next[\\/]dist[\\/](?:compiled[\\/]next-server[\\/]pages(?:-turbo)?\.runtime\.(?:prod|dev)\.js|server[\\/]ReactDOMServerPages\.js)$/;
const REQUEST = 'react-dom/server.edge';

let installed = false;

/** Redirect the pages runtime's `require('react-dom/server.edge')` to this module. Idempotent. */
function install() {
  if (installed) return;
  installed = true;
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    if (request === REQUEST && parent && typeof parent.filename === 'string' && PAGES_RUNTIME.test(parent.filename)) {
      return __filename;
    }
    return resolve.call(this, request, parent, ...rest);
  };
}

const edge = require('react-dom/server.edge');
const { renderToString } = require('react-dom/server.node');

/**
 * The end of a client-rendered boundary's marker (`<!--$!-->`): something suspended past the synchronous render (or
 * threw inside a boundary). Looked for without its `<!--` head: `$` is rare in a page where `<` is everywhere, so the
 * search skips ahead far faster, and text cannot contain it (React escapes `>` in text); a script that happens to
 * contain it only costs a render by the stream renderer.
 */
const CLIENT_RENDERED_BOUNDARY = '$!-->';

/**
 * Bytes per chunk handed to Next, which decodes each with a TextDecoder in streaming mode (ICU on Node 20). ICU
 * allocates about twice a chunk's size for the decode; over 128 KB glibc serves that from mmap, because
 * scripts/start.sh pins MALLOC_MMAP_THRESHOLD_ there (docs/decisions/0013), and every decode then maps and unmaps
 * fresh pages; chunks of 32 KB stay below it (docs/investigations/crawler-scale.md, pass 5).
 */
const CHUNK_BYTES = 32 * 1024;

/** The finished HTML as a stream of a few chunks (views of one buffer), with the `allReady` React's stream has. */
function finishedStream(html) {
  const bytes = Buffer.from(html, 'utf8'); // Node's encoder: faster than TextEncoder#encode for a whole page
  const stream = new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES) controller.enqueue(bytes.subarray(at, at + CHUNK_BYTES));
      controller.close();
    },
  });
  return Object.assign(stream, { allReady: Promise.resolve() });
}

/**
 * React's `renderToReadableStream(children, options)`, finished before it returns: rendered by the string renderer
 * when it can finish the tree, else by React's streaming renderer (same markup, see above). Options that only a
 * real stream honours (a signal, bootstrap scripts, an error callback …) go to React's own renderer.
 * @param {import('react').ReactNode} children
 * @param {Record<string, unknown> | undefined} options
 */
async function renderToReadableStream(children, options) {
  const simple =
    !options ||
    Object.keys(options).every(
      (k) => k === 'identifierPrefix' && (options[k] === undefined || typeof options[k] === 'string'),
    );
  if (simple) {
    let html = null;
    try {
      html = renderToString(
        children,
        options && options.identifierPrefix ? { identifierPrefix: options.identifierPrefix } : undefined,
      );
    } catch {
      html = null; // the streaming renderer below renders it again and reports the error its own way
    }
    if (html !== null && !html.includes(CLIENT_RENDERED_BOUNDARY)) {
      stats.string++;
      return finishedStream(html);
    }
  }
  stats.stream++;
  return edge.renderToReadableStream(children, options);
}

/** How many renders took each path since start (tests; a look from a debugger). */
const stats = { string: 0, stream: 0 };

module.exports = { ...edge, renderToReadableStream, install, stats, PAGES_RUNTIME };
