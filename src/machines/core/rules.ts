import type { Rule } from './types.ts'
import { accountRules } from '../account/rules.ts'
import { shellRules } from '../shell/rules.ts'

/** Every business rule with an id, across areas; the atlas and the coverage report read it. */
export const rules: Readonly<Record<string, Rule>> = { ...accountRules, ...shellRules }

export type RuleId = keyof typeof rules

export const ruleIds = (): string[] => Object.keys(rules)
