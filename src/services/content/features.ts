import {
  CONTENT_LANGUAGE,
  endpoints,
  RELEASE_ENDPOINT,
  ReleaseFeatures,
  type FeatureVersion,
  type HelpArticle,
  type HelpSection,
  type Language,
  type Tutorial,
  type TutorialDetail,
  HELP_LOCALES,
} from '../../contract/index.ts'
import { ApiError } from '../core/apiError.ts'
import { call } from '../core/http.ts'
import { archivedRelease } from './releaseArchive.ts'

/** What the new-features page asks for: one version in the page language. */
export interface ReleaseRequest {
  language: Language
  version: FeatureVersion
}

/**
 * The release view of a version (spec 3 §7): 12 from the archive bundled with the site (loaded
 * on demand, checked by the same schema), 12.1 and 12.2 from GET releases/{version}/features.
 */
export async function loadRelease(input: ReleaseRequest): Promise<ReleaseFeatures> {
  const lang = CONTENT_LANGUAGE[input.language]
  if (input.version === '12') return ReleaseFeatures.parse(await archivedRelease(lang))
  const res = await call(RELEASE_ENDPOINT[input.version], { lang })
  return res.release
}

/**
 * Spec 3 §7, §8: an answer whose errCode is not 0 is thrown as "{errCode}:{errMsg}": an ApiError
 * with that message, so the page can show it translated and the pop-up rule sees an answer.
 */
export function refusal(apiName: string, result: { errCode: number; errMsg: string }): ApiError {
  return new ApiError({
    apiName,
    kind: 'http',
    status: 200,
    code: result.errCode,
    message: `${String(result.errCode)}:${result.errMsg}`,
    detail: `${apiName} errCode ${String(result.errCode)}`,
  })
}
const throwUnlessOk = (apiName: string, result: { errCode: number; errMsg: string }): void => {
  if (result.errCode !== 0) throw refusal(apiName, result)
}

export async function tutorialList(input: { language: Language }): Promise<Tutorial[]> {
  const res = await call(endpoints.GetTutorialList, { Language: CONTENT_LANGUAGE[input.language] })
  throwUnlessOk('GetTutorialList', res.result)
  return res.list
}

export async function tutorialView(input: {
  language: Language
  seq: number
}): Promise<TutorialDetail | null> {
  const res = await call(endpoints.GetTutorialView, {
    Seq: String(input.seq),
    Language: CONTENT_LANGUAGE[input.language],
  })
  throwUnlessOk('GetTutorialView', res.result)
  return res.info
}

/** The help-centre locale of a site language (spec 3 §2: en-us, ko, ja, zh-cn). */
const HELP_LOCALE = { en: 'en-us', ko: 'ko', ja: 'ja', zh: 'zh-cn' } as const satisfies Record<
  Language,
  (typeof HELP_LOCALES)[number]
>

/** The FAQ and the help sections with their articles, in the page language (spec 3 §7). */
export interface HelpContent {
  faq: HelpArticle[]
  sections: (HelpSection & { articles: HelpArticle[] })[]
}
export async function helpContent(input: { language: Language }): Promise<HelpContent> {
  const lang = HELP_LOCALE[input.language]
  const [faq, sections] = await Promise.all([
    call(endpoints.zendeskGetFaq, { lang }),
    call(endpoints.zendeskGetSection, { lang }),
  ])
  throwUnlessOk('zendeskGetFaq', faq.result)
  throwUnlessOk('zendeskGetSection', sections.result)
  const withArticles = await Promise.all(
    sections.sections.map(async (s) => {
      const res = await call(endpoints.zendeskGetArticles, { lang, sectionId: s.id })
      throwUnlessOk('zendeskGetArticles', res.result)
      return { ...s, articles: res.articles }
    }),
  )
  return { faq: faq.faq, sections: withArticles }
}
