/**
 * Rich-text sanitiser for CMS content (news, help centre, method and standard texts).
 *
 * Allow-list only: formatting tags, tables, links and images. No scripts, styles, iframes,
 * forms or event handlers; links only http(s)/mailto/tel/relative; images only http(s)/relative.
 * External links get rel="noopener noreferrer" and open in a new tab.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
];

/** Only relative URLs or these schemes survive. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMG_SCHEMES = ['http', 'https'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type'],
    '*': ['class', 'lang'],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMG_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Drop the contents of dangerous containers, not just the tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^(https?:)?\/\//i.test(href);
      const out: Record<string, string> = { ...attribs };
      if (external || attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      } else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};
// `loading` is added by the transform; allow it on img.
(OPTIONS.allowedAttributes as Record<string, string[]>).img!.push('loading');

/** Sanitise CMS HTML for rendering with dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of a rich text (for meta descriptions and summaries), collapsed whitespace, cut at `max` chars. */
export function plainText(html: string | null | undefined, max = 160): string {
  if (!html) return '';
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
