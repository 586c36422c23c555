import sanitizeHtml from 'sanitize-html'

/**
 * The HTML a community post may keep: paragraphs, emphasis, lists, sub-headings, quotes and links
 * on http or https (opened in a new tab without the opener). No script, style, image, frame, form,
 * event attribute or inline style survives, so a post's markup is only text and structure.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
  disallowedTagsMode: 'discard',
}

/** A post's body as the site may store and show it. */
export const cleanPostHtml = (html: string): string => sanitizeHtml(html, POST_HTML)
