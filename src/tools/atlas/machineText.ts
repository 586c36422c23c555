import type { TFunction } from 'i18next'
import { rules } from '../../machines/core/rules.ts'
import type { Rule } from '../../machines/core/types.ts'
import type { RegistryEntry } from '../testing/testModel.ts'

/**
 * What the atlas says about a machine and its rules, in the reader's language
 * (`src/i18n/atlas/<lang>.ts`, keyed by machine id and rule id); the machine's own English text
 * when a translation is missing, so a new machine still shows.
 */

export const machineTitle = (t: TFunction<'atlas'>, entry: RegistryEntry): string =>
  t(`machines.${entry.id}.title`, { defaultValue: entry.title })

export const machineDescription = (t: TFunction<'atlas'>, entry: RegistryEntry): string =>
  t(`machines.${entry.id}.description`, { defaultValue: entry.machine.root.description ?? '' })

export const ruleText = (t: TFunction<'atlas'>, id: string): string =>
  t(`rules.${id}`, { defaultValue: rules[id]?.text ?? id })

/** The spec's own sentence for a rule, when the catalogue quotes it. */
export function specSentence(rule: Rule | undefined): string | null {
  if (!rule || !('sentence' in rule)) return null
  const sentence: unknown = rule.sentence
  return typeof sentence === 'string' && sentence.trim() ? sentence : null
}
