import type { FastifyInstance } from 'fastify'
import sanitizeHtml from 'sanitize-html'
import {
  endpoints,
  ok,
  SECTION_NOT_SHOWN,
  type HelpArticle,
  type HelpLocale,
  type HelpSection,
} from '../../src/contract/index.ts'
import { handle } from '../core/index.ts'
import { FAQ, HELP_SECTIONS } from './faqData.ts'

/**
 * The help centre behind the FAQ and help articles (spec 3 §2, §3, §7): the local one serves the
 * seeded articles; the Zendesk one reads the Help Center API of the configured help centre.
 */
export interface HelpCentre {
  faq(locale: HelpLocale): Promise<HelpArticle[]>
  sections(locale: HelpLocale): Promise<HelpSection[]>
  articles(locale: HelpLocale, sectionId: number): Promise<HelpArticle[]>
}

/** Spec 3 §2: support help articles are limited to fixed section ids. */
export const SHOWN_SECTION_IDS: readonly number[] = HELP_SECTIONS.map((s) => s.id)
/** The label of the FAQ articles in the help centre. */
export const FAQ_LABEL = 'faq'
const LOCAL_BASE = 'https://help.drape3d.com/hc'

export function localHelpCentre(): HelpCentre {
  const url = (locale: HelpLocale, id: number) => `${LOCAL_BASE}/${locale}/articles/${String(id)}`
  return {
    faq: (locale) =>
      Promise.resolve(
        FAQ.map((f) => ({
          id: f.id,
          title: f.text[locale][0],
          body: f.text[locale][1],
          htmlUrl: url(locale, f.id),
        })),
      ),
    sections: (locale) =>
      Promise.resolve(
        HELP_SECTIONS.map((s) => ({
          id: s.id,
          name: s.text[locale][0],
          description: s.text[locale][1],
        })),
      ),
    articles: (locale, sectionId) =>
      Promise.resolve(
        (HELP_SECTIONS.find((s) => s.id === sectionId)?.articles ?? []).map((a) => ({
          id: a.id,
          title: a.text[locale][0],
          body: a.text[locale][1],
          htmlUrl: url(locale, a.id),
        })),
      ),
  }
}

interface ZendeskArticle {
  id: number
  title: string
  body: string | null
  html_url: string
}
interface ZendeskSection {
  id: number
  name: string
  description: string | null
}

/**
 * The Zendesk Help Center API (developer.zendesk.com, Help Center API: Articles, Sections): public
 * articles are read without credentials, GET /api/v2/help_center/{locale}/...
 */
export function zendeskHelpCentre(
  baseUrl: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): HelpCentre {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetchImpl(new URL(path, baseUrl), {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    })
    if (!res.ok) throw new Error(`Zendesk Help Center answered ${String(res.status)} to ${path}`)
    return (await res.json()) as T
  }
  const article = (a: ZendeskArticle): HelpArticle => ({
    id: a.id,
    title: a.title,
    body: a.body ?? '',
    htmlUrl: a.html_url,
  })
  return {
    async faq(locale) {
      const r = await get<{ articles: ZendeskArticle[] }>(
        `/api/v2/help_center/${locale}/articles.json?label_names=${FAQ_LABEL}&per_page=100`,
      )
      return r.articles.map(article)
    },
    async sections(locale) {
      const r = await get<{ sections: ZendeskSection[] }>(
        `/api/v2/help_center/${locale}/sections.json?per_page=100`,
      )
      return r.sections
        .filter((s) => SHOWN_SECTION_IDS.includes(s.id))
        .map((s) => ({ id: s.id, name: s.name, description: s.description ?? '' }))
    },
    async articles(locale, sectionId) {
      const r = await get<{ articles: ZendeskArticle[] }>(
        `/api/v2/help_center/${locale}/sections/${String(sectionId)}/articles.json?per_page=100`,
      )
      return r.articles.map(article)
    },
  }
}

/** Help articles may keep text structure and https links; nothing that runs or loads (issue 12). */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
}
export const cleanArticleHtml = (html: string): string => sanitizeHtml(html, ARTICLE_HTML)
const cleaned = (list: HelpArticle[]): HelpArticle[] =>
  list.map((a) => ({ ...a, body: cleanArticleHtml(a.body) }))

/** zendeskGetFaq, zendeskGetSection, zendeskGetArticles (spec 3 §7), by help-centre locale. */
export function registerFaq(fastify: FastifyInstance, helpCentre?: HelpCentre): void {
  const url = fastify.core.config.HELP_CENTER_URL
  const centre = helpCentre ?? (url ? zendeskHelpCentre(url) : localHelpCentre())
  handle(fastify, endpoints.zendeskGetFaq, async (input) => ({
    result: ok(),
    faq: cleaned(await centre.faq(input.lang)),
  }))
  handle(fastify, endpoints.zendeskGetSection, async (input) => ({
    result: ok(),
    sections: await centre.sections(input.lang),
  }))
  handle(fastify, endpoints.zendeskGetArticles, async (input) =>
    SHOWN_SECTION_IDS.includes(input.sectionId)
      ? { result: ok(), articles: cleaned(await centre.articles(input.lang, input.sectionId)) }
      : { result: { errCode: SECTION_NOT_SHOWN, errMsg: 'Section not shown' }, articles: [] },
  )
}
