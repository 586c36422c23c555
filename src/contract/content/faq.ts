import { z } from 'zod/mini'
import { endpoint } from '../core/endpoint.ts'
import { withResult } from '../core/envelope.ts'

/**
 * FAQ and help articles (spec 3 §2 Help centre, §3, §7): same-origin help-desk routes, all POST,
 * asked by the help-centre locale of the page language (en-us, ko, ja, zh-cn).
 */
export const HELP_LOCALES = ['en-us', 'ko', 'ja', 'zh-cn'] as const
export const HelpLocale = z.enum(HELP_LOCALES)
export type HelpLocale = z.infer<typeof HelpLocale>

/** A FAQ entry or help article: its body is HTML cleaned by the server's allow-list. */
export const HelpArticle = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  body: z.string(),
  htmlUrl: z.string(),
})
export type HelpArticle = z.infer<typeof HelpArticle>
export const HelpSection = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  description: z.string(),
})
export type HelpSection = z.infer<typeof HelpSection>

export const FaqRequest = z.strictObject({ lang: HelpLocale })
export const FaqResponse = withResult({ faq: z.array(HelpArticle) })
export const SectionRequest = z.strictObject({ lang: HelpLocale })
export const SectionResponse = withResult({ sections: z.array(HelpSection) })
export const ArticlesRequest = z.strictObject({
  lang: HelpLocale,
  sectionId: z.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
})
export const ArticlesResponse = withResult({ articles: z.array(HelpArticle) })
/** errCode of a section outside the fixed ids the site may show (spec 3 §2). */
export const SECTION_NOT_SHOWN = -404

export const zendeskGetFaq = endpoint({
  name: 'zendeskGetFaq',
  method: 'POST',
  path: '/api/zendeskGetFaq',
  request: FaqRequest,
  response: FaqResponse,
  auth: 'public',
  summary: 'The FAQ of a help-centre language.',
})

export const zendeskGetSection = endpoint({
  name: 'zendeskGetSection',
  method: 'POST',
  path: '/api/zendeskGetSection',
  request: SectionRequest,
  response: SectionResponse,
  auth: 'public',
  summary: 'The help sections the site shows, in a help-centre language.',
})

export const zendeskGetArticles = endpoint({
  name: 'zendeskGetArticles',
  method: 'POST',
  path: '/api/zendeskGetArticles',
  request: ArticlesRequest,
  response: ArticlesResponse,
  auth: 'public',
  summary: 'The articles of one of the shown help sections; errCode -404 for any other section.',
})

export const faqEndpoints = { zendeskGetFaq, zendeskGetSection, zendeskGetArticles }
