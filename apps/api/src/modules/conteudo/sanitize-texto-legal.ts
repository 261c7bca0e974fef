import sanitizeHtml from 'sanitize-html';

/** What the rich-text editor may keep: structure, emphasis and links, nothing that runs or styles. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: attribs.target ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

/** Cleans the HTML of a terms or privacy text: only allowed tags, links to http(s), mailto or this site. */
export function sanitizeTextoLegal(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML shows no text at all (for example only empty paragraphs). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
