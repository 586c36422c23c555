import sanitizeHtml from 'sanitize-html'

/**
 * The HTML a ticket body may keep (spec 3 §3: the description and the "User Requirements" list):
 * text formatting, lists, headings, tables, quotes, code and links on http, https or mailto. No
 * script, style, image, frame, form, event attribute or inline style survives, so the support team's
 * help desk never renders a visitor's markup as anything but text and structure.
 */
const TICKET_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
  ],
  // rel and target are always ours: transformTags overwrites whatever the visitor wrote.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
}

/** A ticket's HTML body cleaned by the allow-list above, ready to be stored. */
export const cleanTicketHtml = (html: string): string => sanitizeHtml(html, TICKET_HTML)
