import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ESLint, type Linter } from 'eslint'
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  assign,
  createMachine,
  fromPromise,
  setup,
  StateMachine,
  type AnyStateMachine,
} from 'xstate'
import { GENERATED, renderRegistry } from '../../../scripts/vite/machineRegistry.ts'
import { duplicateRuleIds, type RuleId } from '../../../src/machines/core/rules.ts'
import { registry } from '../../../src/tools/registry.ts'
import { conventionBreaches } from '../../../src/tools/testing/conventions.ts'

/**
 * The machine conventions (README "Machines") kept by tests and lint, not by review: every machine
 * of `src/machines` (registered or not) is walked; each convention is also shown failing on a
 * machine broken on purpose.
 */
const ROOT = resolve(import.meta.dirname, '../../..')

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../src/machines/*/*.ts', '!../../../src/machines/*/*.model.ts'],
  { eager: true },
)
const machines: AnyStateMachine[] = Object.values(modules).flatMap((mod) =>
  Object.values(mod).filter((v): v is AnyStateMachine => v instanceof StateMachine),
)

describe('every machine keeps the conventions', () => {
  it('finds the machines of every area, the registered ones among them', () => {
    const ids = machines.map((m) => m.id)
    expect(ids).toContain('siteShell')
    for (const entry of registry) expect(ids).toContain(entry.machine.id)
  })
  it.each(machines.map((m) => [m.id, m] as const))(
    '%s: named invokes, guards, actions and delays; known rule ids',
    (_, machine) => {
      expect(conventionBreaches(machine)).toEqual([])
    },
  )
  it('registered processes cite only rules of the catalogue, and no id is defined twice', () => {
    for (const entry of registry)
      for (const id of entry.rules) expect(duplicateRuleIds()).not.toContain(id)
    expect(duplicateRuleIds()).toEqual([])
  })
})

describe('a machine that breaks a convention fails it', () => {
  const service = fromPromise(() => Promise.resolve(1))
  it('an invoke without an id', () => {
    const broken = setup({ actors: { service } }).createMachine({
      id: 'broken',
      initial: 'loading',
      states: { loading: { invoke: { src: 'service', onDone: 'done' } }, done: {} },
    })
    expect(conventionBreaches(broken)).toEqual(['broken: loading: an invoke without an id'])
  })
  it('an inline guard, an inline assign, an inline entry action and an unnamed delay', () => {
    const broken = createMachine({
      id: 'broken',
      context: { n: 0 },
      initial: 'a',
      states: {
        a: {
          entry: () => undefined,
          on: { go: { guard: ({ context }) => context.n > 0, target: 'b' } },
          after: { 150: { target: 'b' } },
        },
        b: { on: { back: { target: 'a', actions: assign({ n: 1 }) } } },
      },
    })
    expect(conventionBreaches(broken)).toEqual([
      'broken: a entry: an inline action (name it in setup)',
      'broken: a on go: an inline guard (name it in setup)',
      'broken: a after 150: a delay without a name',
      'broken: b on back: an inline action (name it in setup)',
    ])
  })
  it('a rule id that is not in the catalogue', () => {
    const broken = createMachine({
      id: 'broken',
      initial: 'a',
      states: { a: { meta: { rules: ['SIGNIN-1', 'SIGNIN-99'] } } },
    })
    expect(conventionBreaches(broken)).toEqual([
      'broken: a: rule SIGNIN-99 is not in the catalogue',
    ])
  })
  it('a mistyped rule id does not compile: RuleId is the union of the catalogue keys', () => {
    expectTypeOf<'SIGNIN-1'>().toExtend<RuleId>()
    expectTypeOf<'POPUP-6'>().toExtend<RuleId>()
    expectTypeOf<'SIGNIN-99'>().not.toExtend<RuleId>()
    expectTypeOf<string>().not.toExtend<RuleId>()
  })
  it('lint refuses a browser global in a machine', async () => {
    // The project's own setting of the rule for a machine file, run alone: the whole config would
    // build the type-checked program first (tens of seconds) for a rule that needs no types.
    const machineFile = resolve(ROOT, 'src/machines/shell/siteShell.ts')
    const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(machineFile)) as {
      rules: Record<string, Linter.RuleEntry>
      languageOptions: Linter.LanguageOptions
    }
    const restricted = config.rules['no-restricted-globals']
    expect(restricted).toBeDefined()
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: config.languageOptions.parser },
          rules: { 'no-restricted-globals': restricted },
        },
      ],
    })
    const [result] = await eslint.lintText(
      "export const leave = () => window.location.assign('/')\nexport const jar = () => document.cookie\n",
      { filePath: machineFile },
    )
    const refused = (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-globals')
      .map((m) => m.message)
    expect(refused).toEqual([
      "Unexpected use of 'window'. machines use no browser globals: call a service, or name an injected action or a delay",
      "Unexpected use of 'document'. machines use no browser globals: call a service, or name an injected action or a delay",
    ])
  }, 60_000)
})

describe('the derived lists', () => {
  it('the generated registry and rules catalogue list every model and rules file (regenerate with Vite or npm run atlas:export)', () => {
    const sources = renderRegistry(ROOT)
    expect(readFileSync(resolve(ROOT, GENERATED.registry), 'utf8')).toBe(sources.registry)
    expect(readFileSync(resolve(ROOT, GENERATED.rules), 'utf8')).toBe(sources.rules)
  })
  it('every model file registers its machine once', () => {
    const ids = registry.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const entry of registry) expect(entry.machine.id).toBe(entry.id)
  })
})
