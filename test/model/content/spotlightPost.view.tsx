import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect, vi } from 'vitest'
import { CONTENT_LANGUAGE, CommunityPostCard } from '../../../src/contract/index.ts'
import { localizePath } from '../../../src/i18n/locale.ts'
import type {
  SpotlightPostContext,
  SpotlightPostInput,
} from '../../../src/machines/content/spotlightPost.ts'
import type { CommunityFailure } from '../../../src/services/content/community.ts'
import { SpotlightFeedPage } from '../../../src/views/content/spotlight/SpotlightFeedPage.tsx'
import { SpotlightPostPage } from '../../../src/views/content/spotlight/SpotlightPostPage.tsx'
import { answer, inLanguage, renderInRouter, textsIn } from '../harness.tsx'
import type { SplitService, ViewModel } from '../viewModels.tsx'

/**
 * A community call answered from a step: the contract's envelope around the output, or the
 * failure as the community server sends it (status 0 is no answer at all).
 */
const community = (endpoint: string, field: string): SplitService => ({
  endpoints: [endpoint],
  answer: (event) => {
    if (event.type.startsWith('xstate.done.actor.'))
      return answer(
        endpoint,
        HttpResponse.json({ result: { errCode: 0, errMsg: 'OK' }, [field]: event.output }),
      )
    const failure = event.error as CommunityFailure
    return answer(
      endpoint,
      failure.status === 0
        ? 'network'
        : HttpResponse.json(
            { result: { errCode: failure.code, errMsg: failure.message } },
            { status: failure.status },
          ),
    )
  },
})

/**
 * The clipboard, held like an upload: each copy the page asks for waits for the path's answer
 * (written, or refused as a browser refuses an insecure page), and what was written is kept.
 */
interface HeldCopy {
  text: string
  settle: (error?: unknown) => void
}
const copies: HeldCopy[] = []
const written: string[] = []

let language: SpotlightPostInput['language'] = 'en'
/** Where the post is read: the share paths in the modal over the feed (spec 3 §2), the others on its own page. */
let inModal = false
const t = (key: string, options?: Record<string, unknown>) =>
  textsIn(language).t(key, { ns: 'spotlight', ...options })

const article = () => screen.getByTestId('spotlight-post')

/**
 * /learn/userspotlight/post/{postId} and the same post in the modal of /learn/userspotlight?postId=
 * (spec 3 §2, §3, §8): read in the member's language, retried, translated, its link copied.
 */
export const view: ViewModel = {
  render: async (path, effects) => {
    const input = path.input.input as SpotlightPostInput
    language = input.language
    // The share link is what the modal is for (spec 3 §2 "Spotlight modal"): those paths run there.
    inModal = /; share\)/.test(path.description)
    copies.splice(0)
    written.splice(0)
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(
      (text) =>
        new Promise<void>((resolve, reject) => {
          copies.push({
            text,
            settle: (error) => {
              if (error === undefined) {
                written.push(text)
                resolve()
              } else reject(error instanceof Error ? error : new Error('the clipboard refused'))
            },
          })
        }),
    )
    const page = inModal ? (
      <SpotlightFeedPage postId={input.postId} />
    ) : (
      <SpotlightPostPage postId={input.postId} />
    )
    await renderInRouter(
      () => inLanguage(textsIn(language), page),
      inModal
        ? `${localizePath('/learn/userspotlight', language)}?postId=${input.postId}`
        : localizePath(`/learn/userspotlight/post/${input.postId}`, language),
      effects,
    )
    if (inModal) {
      // The feed under the modal: one page holding the post.
      const card = CommunityPostCard.parse({
        id: input.postId,
        category: 110,
        tags: ['Drape3D'],
        title: 'The feed card',
        excerpt: '',
        thumbnailUrl: '',
        creatorId: 'c-1',
        creatorName: 'Mira',
        language: 'en',
        likes: 0,
        publishedAt: '2026-11-01T00:00:00.000Z',
      })
      await answer(
        'CommunitySearch',
        HttpResponse.json({
          result: { errCode: 0, errMsg: 'OK' },
          posts: [card],
          totalCount: 1,
          pageSize: 12,
          lastSort: null,
        }),
      )
      await screen.findByTestId('spotlight-card')
    }
  },
  events: {
    'post.retry': async (_step, user) => {
      await user.click(screen.getByRole('button', { name: t('post.retry') }))
    },
    // Translated, the page offers the original instead: nothing to press, nothing changes.
    'post.translate': async (_step, user) => {
      const translate = screen.queryByTestId('spotlight-translate')
      if (translate) await user.click(translate)
    },
    'post.original': async (_step, user) => {
      const original = screen.queryByTestId('spotlight-original')
      if (original) await user.click(original)
    },
    'post.copyLink': async (_step, user) => {
      await user.click(screen.getByTestId('spotlight-copy'))
    },
  },
  services: {
    loadPost: community('CommunityPost', 'post'),
    loadRelated: community('CommunityRelated', 'posts'),
    translate: community('CommunityTranslate', 'translation'),
    copyLink: {
      endpoints: [],
      answer: async (event) => {
        await waitFor(() => expect(copies.length).toBeGreaterThan(0))
        const copy = copies.shift()
        await act(async () => {
          copy?.settle(event.type.startsWith('xstate.done.actor.') ? undefined : event.error)
          await Promise.resolve()
        })
      },
    },
  },
  see: async (expected) => {
    const c = expected.context as SpotlightPostContext
    if (inModal) {
      const modal = await screen.findByTestId('spotlight-modal')
      // The dialog is named by what it holds: "loading" only while the post is asked.
      await waitFor(() =>
        expect(screen.getByRole('dialog')).toHaveAccessibleName(
          expected.matches('loading') ? t('post.loading') : t('post.crumb'),
        ),
      )
      expect(within(modal).getByRole('link', { name: t('post.fullPage') })).toHaveAttribute(
        'href',
        localizePath(`/learn/userspotlight/post/${c.postId}`, language),
      )
      // The feed stays under the modal.
      expect(screen.getByTestId('spotlight-card')).toHaveTextContent('The feed card')
    }
    if (expected.matches('loading')) {
      expect(await screen.findByTestId('spotlight-post-loading')).toHaveTextContent(
        t('post.loading'),
      )
      return
    }
    if (expected.matches('notFound')) {
      expect(await screen.findByTestId('spotlight-not-found')).toHaveTextContent(t('post.notFound'))
      expect(screen.queryByRole('button', { name: t('post.retry') })).toBeNull()
      return
    }
    if (expected.matches('failed')) {
      expect(await screen.findByText(t('post.failed'))).toBeVisible()
      expect(screen.getByRole('button', { name: t('post.retry') })).toBeEnabled()
      return
    }
    const post = c.post
    if (!post) throw new Error('a post shown without its post')
    await waitFor(() => expect(article()).toHaveAttribute('data-id', post.id))
    const box = within(article())
    const pageLanguage = t(`languages.${CONTENT_LANGUAGE[language]}`)

    // The text: as written, or translated into the page language (spec 3 §3).
    const translated = expected.matches({ shown: { text: 'translated' } })
    const title = translated && c.translation ? c.translation.title : post.title
    await waitFor(() => expect(box.getByTestId('spotlight-post-title')).toHaveTextContent(title))
    if (!inModal) expect(box.getByRole('heading', { level: 1 })).toHaveTextContent(title)
    const status = box.getByTestId('spotlight-status')
    if (translated) {
      expect(box.getByTestId('spotlight-original')).toHaveTextContent(t('post.original'))
      expect(box.queryByTestId('spotlight-translate')).toBeNull()
      expect(status).toHaveTextContent(t('post.translated', { language: pageLanguage }))
    } else {
      expect(box.queryByTestId('spotlight-original')).toBeNull()
      const translate = box.getByTestId('spotlight-translate')
      if (expected.matches({ shown: { text: 'translating' } }))
        await waitFor(() => expect(translate).toHaveTextContent(t('post.translating')))
      else
        await waitFor(() =>
          expect(translate).toHaveTextContent(t('post.translate', { language: pageLanguage })),
        )
      const none = t('post.noTranslation', { language: pageLanguage })
      if (expected.matches({ shown: { text: 'untranslated' } }))
        expect(status).toHaveTextContent(none)
      else expect(status).not.toHaveTextContent(none)
    }

    // The related posts under it (spec 3 §3): none while asked, then the answer or "none".
    if (expected.matches({ shown: { related: 'listed' } })) {
      if (c.related.length > 0)
        await waitFor(() =>
          expect(
            box.getAllByTestId('spotlight-related-card').map((card) => card.textContent),
          ).toEqual(c.related.map((r) => expect.stringContaining(r.title) as unknown as string)),
        )
      else expect(await box.findByText(t('post.noRelated'))).toBeVisible()
    } else {
      expect(box.queryByTestId('spotlight-related')).toBeNull()
      expect(box.queryByText(t('post.noRelated'))).toBeNull()
    }

    // The share link (spec 3 §2): "copied" only once the clipboard took the post's own address.
    const copy = box.getByTestId('spotlight-copy')
    if (expected.matches({ shown: { share: 'copied' } })) {
      await waitFor(() => expect(copy).toHaveTextContent(t('post.copied')))
      expect(status).toHaveTextContent(t('post.copied'))
      const last = written.at(-1)
      expect(last && new URL(last).pathname).toBe(new URL(c.shareUrl).pathname)
    } else {
      await waitFor(() => expect(copy).toHaveTextContent(t('post.copyLink')))
      expect(status).not.toHaveTextContent(t('post.copied'))
    }
    if (expected.matches({ shown: { share: 'copying' } }))
      await waitFor(() => expect(copies).toHaveLength(1))
  },
}
