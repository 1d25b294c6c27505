/**
 * Broken-image fallback for server-rendered images (spec §8 "Broken image": show the placeholder), without a client
 * component per image: one capturing `error` listener on the document, installed by an inline script at the top of
 * <body> (before any image can fail), swaps any `<img data-fallback>` whose source fails for the placeholder.
 * A list page of 20 product cards then hydrates no image components at all.
 */
export const PLACEHOLDER_SRC = '/images/placeholder.svg';

/** The handler, as plain ES5 source for the inline script (also run by the unit test). */
export const IMAGE_FALLBACK_SCRIPT =
  `document.addEventListener('error',function(e){var t=e.target;` +
  `if(t&&t.tagName==='IMG'&&t.hasAttribute('data-fallback')&&t.getAttribute('src')!==${JSON.stringify(PLACEHOLDER_SRC)})` +
  `{t.removeAttribute('srcset');t.src=${JSON.stringify(PLACEHOLDER_SRC)};}},true);`;
