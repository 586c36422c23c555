import { useTranslation } from 'react-i18next'
import type { Snapshot } from 'xstate'
import type { ContentListInput } from '../../../machines/content/contentList.ts'
import { NewsListPage } from '../news/NewsListPage.tsx'
import { NewsPostPage } from '../news/NewsPostPage.tsx'

export const CASES_PATH = '/learn/casestudy'

/**
 * The case-study list (spec 3 §2, §9): 3 a page; "more" adds the increment, asked in the cumulative
 * mode (page 1, size current page × 3, spec 3 §7).
 */
export const CASE_LIST: Omit<ContentListInput, 'language'> = {
  articleType: 'CaseStudy',
  pageSize: 3,
  mode: 'cumulative',
}

/** /learn/casestudy: the case studies with load-more; `?postId=` opens one in a modal. */
export function CaseStudyListPage({
  snapshot,
  postId,
}: {
  snapshot?: Snapshot<unknown> | undefined
  postId?: number | undefined
}) {
  const { t } = useTranslation('spotlight')
  return (
    <NewsListPage
      snapshot={snapshot}
      postId={postId}
      list={CASE_LIST}
      path={CASES_PATH}
      heading={{ eyebrow: t('cases.eyebrow'), title: t('cases.title'), lead: t('cases.lead') }}
    />
  )
}

/** /learn/casestudy/view/{postId}: one case study as a page. */
export function CaseStudyPostPage(props: {
  seq: number
  missingTo: string
  snapshot?: Snapshot<unknown> | undefined
}) {
  const { t } = useTranslation('spotlight')
  return (
    <NewsPostPage
      {...props}
      listPath={CASES_PATH}
      crumbs={{ back: t('cases.back'), crumb: t('cases.crumb') }}
    />
  )
}
