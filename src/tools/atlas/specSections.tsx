import { css } from '@emotion/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { card, muted, sectionTitle } from './atlasStyles.ts'
import { color } from '../../views/kit/tokens.ts'

/**
 * The spec's sections a machine's rules cite, shown on its atlas page so each rule's reference
 * (`1 §5, §9`) links to the text it came from. The spec is kept in the repository as
 * docs/spec/<n>-<title>.md (a copy of the team's shared spec) and loaded by the atlas's lazy chunk.
 */
const documents = import.meta.glob<string>('/docs/spec/*.md', { query: '?raw', import: 'default' })

export interface SpecRef {
  doc: string
  section: string
  /** The page anchor of the section: `spec-1-5`. */
  anchor: string
  /** How the rule cites it: `1 §5`. */
  label: string
}

/** `1 §4 step 3, §5` → spec 1 section 4 and spec 1 section 5. */
export function specRefs(spec: string | undefined): SpecRef[] {
  const refs: SpecRef[] = []
  let doc: string | null = null
  for (const m of (spec ?? '').matchAll(/(?:(\d+)\s*)?§(\d+)/g)) {
    doc = m[1] ?? doc
    const section = m[2]
    if (!doc || !section) continue
    if (refs.some((r) => r.doc === doc && r.section === section)) continue
    refs.push({ doc, section, anchor: `spec-${doc}-${section}`, label: `${doc} §${section}` })
  }
  return refs
}

interface Section {
  ref: SpecRef
  title: string
  paragraphs: string[]
}

/** The text of one section of a spec document: from its `## n.` heading to the next heading. */
export function sectionOf(
  markdown: string,
  section: string,
): { title: string; paragraphs: string[] } | null {
  const lines = markdown.split('\n')
  const start = lines.findIndex((l) => l.startsWith(`## ${section}.`))
  if (start < 0) return null
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '))
  const body = lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
  return {
    title: (lines[start] ?? '').replace(/^##\s*/, ''),
    paragraphs: body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
  }
}

async function loadSections(refs: readonly SpecRef[]): Promise<Section[]> {
  const out: Section[] = []
  for (const ref of refs) {
    const load = Object.entries(documents).find(([path]) =>
      path.split('/').at(-1)?.startsWith(`${ref.doc}-`),
    )?.[1]
    const text = load ? await load().catch(() => null) : null
    const found = text ? sectionOf(text, ref.section) : null
    if (found) out.push({ ref, ...found })
  }
  return out
}

/** The cited sections, each with the anchor the rule cards link to (`refs` memoised by the caller). */
export function SpecSections({ refs }: { refs: readonly SpecRef[] }) {
  const { t } = useTranslation('atlas')
  const [sections, setSections] = useState<Section[] | null>(null)
  useEffect(() => {
    let live = true
    void loadSections(refs).then((s) => {
      if (live) setSections(s)
    })
    return () => {
      live = false
    }
  }, [refs])
  if (!sections || sections.length === 0) return null
  return (
    <section aria-labelledby="atlas-spec-title" data-testid="atlas-spec">
      <h2 id="atlas-spec-title" css={sectionTitle}>
        {t('machine.specSections')}
      </h2>
      <p css={muted}>{t('machine.specSectionsIntro')}</p>
      {sections.map((s) => (
        <article key={s.ref.anchor} id={s.ref.anchor} css={[card, block]} lang="en" tabIndex={-1}>
          <h3 css={h3}>
            {t('machine.specDoc', { doc: s.ref.doc })} · {s.title}
          </h3>
          {s.paragraphs.map((p, i) => (
            <p key={i} css={paragraph}>
              {p}
            </p>
          ))}
        </article>
      ))}
    </section>
  )
}

const block = css`
  margin: 0 0 12px;
  scroll-margin-top: 96px;
  &:target {
    border-color: ${color.accentSoft};
  }
`
const h3 = css`
  font-size: 15px;
  margin: 0 0 8px;
`
const paragraph = css`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 14px;
  line-height: 1.55;
  margin: 0 0 8px;
`
