import type { EventObject } from 'xstate'
import type { InputCase, ModelPath, RegistryEntry } from '../../src/tools/testing/testModel.ts'

/**
 * Stories told beside the generated paths: inputs and answers the test model does not hold (an
 * e-mail of spaces, a 5xx that is not 500, a company user who is an end user), each judged by the
 * process's spec oracle like a generated path. They reach what the generated paths cannot, so a
 * wrong rule there is caught too (mutation testing showed which). Each lives beside its area as
 * `test/model/<area>/<process>.stories.ts` exporting `stories`, picked up by the glob below.
 */
export interface ExtraStory {
  /** What happens, in the user's words. */
  name: string
  input: InputCase
  steps: { caseName: string; event: EventObject & Record<string, unknown> }[]
}

const processOf = (path: string) => /\/([^/]+)\.stories\.ts$/.exec(path)?.[1] ?? path
const modules = import.meta.glob<{ stories: ExtraStory[] }>('./*/*.stories.ts', { eager: true })

/** Process id → its stories. */
export const extraStories: Record<string, ExtraStory[]> = Object.fromEntries(
  Object.entries(modules).map(([path, mod]) => [processOf(path), mod.stories]),
)

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)

/** A story as a path the runs take (no recorded states: only the oracle judges it). */
export function storyPath(entry: RegistryEntry, story: ExtraStory): ModelPath {
  return {
    id: `${entry.id}-story-${slug(story.name)}`,
    machine: entry.id,
    input: story.input,
    steps: story.steps.map((s) => ({ event: s.event, caseName: s.caseName, state: '' })),
    description: [
      `start (${story.input.name})`,
      ...story.steps.map((s) => `${s.event.type} (${s.caseName})`),
    ].join(' → '),
  }
}
