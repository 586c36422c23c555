import { COMMUNITY_CATEGORY, PRODUCT_TAG } from '../../src/contract/index.ts'
import type { ContentLanguage } from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { cleanPostHtml } from './sanitize.ts'
import { communityPosts, communityTranslations } from './tables.ts'

const LANGS = ['en', 'kr', 'jp', 'cn'] as const satisfies readonly ContentLanguage[]
type Words = Record<ContentLanguage, string>

/** The creators of the demo feed: students, freelancers and studios. */
export const DEMO_CREATORS = [
  { id: 'c-mira', name: 'Mira Ellison' },
  { id: 'c-junho', name: '박준호' },
  { id: 'c-aoi', name: '高橋 葵' },
  { id: 'c-lin', name: '林雨桐' },
  { id: 'c-studio-north', name: 'Studio North' },
  { id: 'c-dahye', name: '김다혜' },
  { id: 'c-ren', name: '佐藤 蓮' },
  { id: 'c-wei', name: '陈伟' },
] as const

/** What the demo posts are about, in the four content languages, and the topic tag each carries. */
const SUBJECTS: Array<{ tag: string; words: Words }> = [
  {
    tag: 'fashion',
    words: {
      en: 'a tailored wool coat',
      kr: '맞춤 울 코트',
      jp: 'テーラードのウールコート',
      cn: '定制羊毛大衣',
    },
  },
  {
    tag: 'game',
    words: {
      en: 'armour for a fantasy game',
      kr: '판타지 게임용 갑옷',
      jp: 'ファンタジーゲームの鎧',
      cn: '奇幻游戏中的盔甲',
    },
  },
  {
    tag: 'film',
    words: {
      en: 'a period costume for film',
      kr: '영화용 시대 의상',
      jp: '映画の時代衣装',
      cn: '电影中的年代服装',
    },
  },
  {
    tag: 'student',
    words: {
      en: 'a graduation collection',
      kr: '졸업 작품 컬렉션',
      jp: '卒業制作コレクション',
      cn: '毕业设计系列',
    },
  },
  {
    tag: 'animation',
    words: {
      en: 'a flowing dance dress',
      kr: '흩날리는 댄스 드레스',
      jp: '流れるようなダンスドレス',
      cn: '飘逸的舞蹈长裙',
    },
  },
  {
    tag: 'sportswear',
    words: {
      en: 'technical running wear',
      kr: '기능성 러닝웨어',
      jp: '機能性ランニングウェア',
      cn: '功能性跑步服',
    },
  },
  {
    tag: 'fashion',
    words: {
      en: 'a pleated silk skirt',
      kr: '실크 플리츠 스커트',
      jp: 'シルクのプリーツスカート',
      cn: '真丝百褶裙',
    },
  },
  {
    tag: 'game',
    words: {
      en: 'a cyberpunk jacket',
      kr: '사이버펑크 재킷',
      jp: 'サイバーパンクのジャケット',
      cn: '赛博朋克夹克',
    },
  },
  {
    tag: 'film',
    words: {
      en: 'a hero cape in the wind',
      kr: '바람에 날리는 영웅 망토',
      jp: '風になびくヒーローのマント',
      cn: '随风飘扬的英雄斗篷',
    },
  },
  {
    tag: 'student',
    words: {
      en: 'a first denim jacket',
      kr: '첫 데님 재킷',
      jp: '初めてのデニムジャケット',
      cn: '第一件牛仔夹克',
    },
  },
  {
    tag: 'animation',
    words: {
      en: 'a knitted winter set',
      kr: '니트 겨울 세트',
      jp: 'ニットの冬物セット',
      cn: '针织冬季套装',
    },
  },
  {
    tag: 'sportswear',
    words: {
      en: 'a ski suit with padding',
      kr: '패딩 스키복',
      jp: '中綿入りのスキースーツ',
      cn: '带填充的滑雪服',
    },
  },
]

interface Text {
  title: string
  excerpt: string
  bodyHtml: string
}

/** How each language words a post of each kind on a subject. */
const WORDING: Record<ContentLanguage, Array<(s: string, who: string) => Text>> = {
  en: [
    (s, who) => ({
      title: `Showcase: ${s}`,
      excerpt: `${who} shares ${s}, simulated and rendered in Drape3D.`,
      bodyHtml: `<p>${who} built ${s} from real patterns in Drape3D.</p><ul><li>Fabric presets tuned by hand</li><li>Rendered in the built-in renderer</li></ul>`,
    }),
    (s, who) => ({
      title: `Workflow: ${s}, step by step`,
      excerpt: `How ${who} drafts, sews and fits ${s}.`,
      bodyHtml: `<h2>From pattern to fit</h2><p>${who} explains each step of ${s}: drafting, sewing, fitting on the avatar and the final bake.</p>`,
    }),
    (s, who) => ({
      title: `Interview: ${who} on ${s}`,
      excerpt: `We talked with ${who} about ${s} and their tools.`,
      bodyHtml: `<blockquote>Drape3D lets me try ten versions of ${s} in a day.</blockquote><p>${who} told us how they work.</p>`,
    }),
    (s, who) => ({
      title: `Breakdown of ${s}`,
      excerpt: `Layers, fabrics and settings behind ${s} by ${who}.`,
      bodyHtml: `<p>A look inside ${s}: the layers, the fabric physics and the <strong>simulation settings</strong> ${who} used.</p>`,
    }),
  ],
  kr: [
    (s, who) => ({
      title: `쇼케이스: ${s}`,
      excerpt: `${who} 님이 Drape3D로 시뮬레이션하고 렌더링한 ${s}을(를) 소개합니다.`,
      bodyHtml: `<p>${who} 님은 Drape3D에서 실제 패턴으로 ${s}을(를) 만들었습니다.</p><ul><li>직접 조정한 원단 프리셋</li><li>내장 렌더러로 렌더링</li></ul>`,
    }),
    (s, who) => ({
      title: `워크플로: ${s} 단계별 제작`,
      excerpt: `${who} 님이 ${s}을(를) 제도하고 봉제하고 피팅하는 방법.`,
      bodyHtml: `<h2>패턴에서 피팅까지</h2><p>${who} 님이 ${s}의 제도, 봉제, 아바타 피팅, 최종 베이킹까지 모든 단계를 설명합니다.</p>`,
    }),
    (s, who) => ({
      title: `인터뷰: ${who} 님과 ${s}`,
      excerpt: `${who} 님과 ${s}, 그리고 작업 도구에 대해 이야기했습니다.`,
      bodyHtml: `<blockquote>Drape3D 덕분에 하루에 ${s}을(를) 열 가지 버전으로 시도할 수 있어요.</blockquote><p>${who} 님의 작업 방식을 들어 보았습니다.</p>`,
    }),
    (s, who) => ({
      title: `${s} 제작 분석`,
      excerpt: `${who} 님의 ${s}에 쓰인 레이어, 원단, 설정.`,
      bodyHtml: `<p>${s}의 레이어와 원단 물성, 그리고 ${who} 님이 사용한 <strong>시뮬레이션 설정</strong>을 살펴봅니다.</p>`,
    }),
  ],
  jp: [
    (s, who) => ({
      title: `ショーケース：${s}`,
      excerpt: `${who}さんが Drape3D でシミュレーションし、レンダリングした${s}です。`,
      bodyHtml: `<p>${who}さんは Drape3D で実際のパターンから${s}を作りました。</p><ul><li>手作業で調整した生地プリセット</li><li>内蔵レンダラーでレンダリング</li></ul>`,
    }),
    (s, who) => ({
      title: `ワークフロー：${s}を順を追って`,
      excerpt: `${who}さんが${s}を製図し、縫製し、フィッティングする方法。`,
      bodyHtml: `<h2>パターンからフィッティングまで</h2><p>${who}さんが${s}の製図、縫製、アバターへのフィッティング、最終ベイクまでを説明します。</p>`,
    }),
    (s, who) => ({
      title: `インタビュー：${who}さんと${s}`,
      excerpt: `${who}さんに${s}と制作ツールについて伺いました。`,
      bodyHtml: `<blockquote>Drape3D なら${s}を一日に十通り試せます。</blockquote><p>${who}さんの制作方法を伺いました。</p>`,
    }),
    (s, who) => ({
      title: `${s}の制作解説`,
      excerpt: `${who}さんの${s}を支えるレイヤー、生地、設定。`,
      bodyHtml: `<p>${s}のレイヤー、生地の物性、そして${who}さんが使った<strong>シミュレーション設定</strong>を紹介します。</p>`,
    }),
  ],
  cn: [
    (s, who) => ({
      title: `作品展示：${s}`,
      excerpt: `${who} 分享了在 Drape3D 中模拟并渲染的${s}。`,
      bodyHtml: `<p>${who} 在 Drape3D 中用真实版片制作了${s}。</p><ul><li>手动调整的面料预设</li><li>使用内置渲染器渲染</li></ul>`,
    }),
    (s, who) => ({
      title: `工作流程：逐步制作${s}`,
      excerpt: `${who} 如何为${s}打版、缝制和试穿。`,
      bodyHtml: `<h2>从版片到试穿</h2><p>${who} 讲解了${s}的每一步：打版、缝制、在虚拟模特上试穿以及最终烘焙。</p>`,
    }),
    (s, who) => ({
      title: `访谈：${who} 谈${s}`,
      excerpt: `我们与 ${who} 聊了聊${s}和创作工具。`,
      bodyHtml: `<blockquote>有了 Drape3D，我一天可以尝试十个版本的${s}。</blockquote><p>${who} 介绍了自己的工作方式。</p>`,
    }),
    (s, who) => ({
      title: `${s}制作解析`,
      excerpt: `${who} 的${s}背后的层次、面料与设置。`,
      bodyHtml: `<p>深入了解${s}：层次结构、面料物理属性，以及 ${who} 使用的<strong>模拟设置</strong>。</p>`,
    }),
  ],
}

/** A small self-contained thumbnail (no image host): a tinted card with the post's number. */
export function communityThumbnail(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},50%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,22%)"/></linearGradient></defs><rect width="320" height="200" fill="url(#g)"/><path d="M120 60h80l20 30-20 10v60h-80v-60l-20-10z" fill="rgba(255,255,255,.85)"/><text x="300" y="186" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="end">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export type CommunityPostRow = typeof communityPosts.$inferInsert
export type CommunityTranslationRow = Omit<typeof communityTranslations.$inferInsert, 'postId'>

/** One generated post and its translations. */
export interface GeneratedPost {
  post: CommunityPostRow
  translations: CommunityTranslationRow[]
}

const HOUR_MS = 60 * 60 * 1000

/** The item at `i`, counted round the list (the lists here are never empty). */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length]
  if (item === undefined) throw new Error('empty list')
  return item
}

/**
 * The `i`-th post of a generated feed: every fifth one is community news (category 100), the rest
 * spotlight (110); written in one of the four languages in turn, by one of the creators, with the
 * product tag and a topic tag, each hour older than the one before. Every post has stored translations
 * into the other languages except the Japanese one of every seventh post (the feed says so honestly).
 */
export function generatePost(i: number, now: Date): GeneratedPost {
  const subject = at(SUBJECTS, i)
  const kind = Math.floor(i / SUBJECTS.length) % 4
  const creator = at(DEMO_CREATORS, i * 3)
  const language = LANGS[i % LANGS.length] ?? 'en'
  const category = i % 5 === 4 ? COMMUNITY_CATEGORY.news : COMMUNITY_CATEGORY.spotlight
  const textIn = (lang: ContentLanguage): Text => {
    const t = at(WORDING[lang], kind)(subject.words[lang], creator.name)
    return { ...t, bodyHtml: cleanPostHtml(t.bodyHtml) }
  }
  const own = textIn(language)
  return {
    post: {
      category,
      tags: [PRODUCT_TAG, subject.tag],
      language,
      ...own,
      thumbnailUrl: communityThumbnail((i * 47) % 360, `#${String(i + 1)}`),
      creatorId: creator.id,
      creatorName: creator.name,
      likes: (i * 37) % 101,
      publishedAt: new Date(now.getTime() - (i * 7 + 3) * HOUR_MS),
    },
    translations: LANGS.filter((l) => l !== language && !(l === 'jp' && i % 7 === 6)).map((l) => ({
      language: l,
      ...textIn(l),
    })),
  }
}

/** The demo feed: 60 posts (48 spotlight, 12 news), enough for several pages of 12. */
export const DEMO_COMMUNITY_POSTS = 60

/** A post whose author tried to run a script: stored only after the allow-list cleaned it. */
export const HOSTILE_POST_HTML =
  '<p onclick="alert(1)">Look at my <strong>coat</strong>!</p><script>alert("x")</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><a href="https://example.com/coat">pattern</a>'

/** Writes `count` generated posts (and their translations) in batches. */
export async function insertGeneratedPosts(db: Db, count: number, now: Date): Promise<void> {
  const BATCH = 500
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
      generatePost(start + k, now),
    )
    const ids = await db
      .insert(communityPosts)
      .values(batch.map((b) => b.post))
      .returning({ id: communityPosts.id })
    const translations = batch.flatMap((b, k) =>
      b.translations.map((t) => ({ ...t, postId: at(ids, k).id })),
    )
    if (translations.length > 0) await db.insert(communityTranslations).values(translations)
  }
}

export async function seedCommunity(db: Db, now: Date): Promise<void> {
  await insertGeneratedPosts(db, DEMO_COMMUNITY_POSTS, now)
  // the oldest spotlight post: its author's markup, cleaned before it is stored
  await db.insert(communityPosts).values({
    category: COMMUNITY_CATEGORY.spotlight,
    tags: [PRODUCT_TAG, 'fashion'],
    language: 'en',
    title: 'My first coat (with a surprise in the markup)',
    excerpt: 'A first coat, shared with markup the site cleans.',
    bodyHtml: cleanPostHtml(HOSTILE_POST_HTML),
    thumbnailUrl: communityThumbnail(20, 'html'),
    creatorId: 'c-mira',
    creatorName: 'Mira Ellison',
    likes: 1,
    publishedAt: new Date(now.getTime() - 1000 * HOUR_MS),
  })
}
