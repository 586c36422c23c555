import { fromPromise, type Snapshot } from 'xstate'
import type { Language } from '../contract/core/codes.ts'
import { sessionMachine } from '../machines/account/session.ts'
import { siteShellMachine } from '../machines/shell/siteShell.ts'
import { settle } from './-settle.ts'

/** The site shell's data of the first page, as the snapshots its two actors start from. */
export interface ShellSnapshots {
  shell: Snapshot<unknown>
  session: Snapshot<unknown>
  /** The maintenance page replaces the site (spec 1 §2): the server answers 503. */
  down: boolean
}

/** The page view is the browser's to log (it keeps the unique-id cookie): the render only loads. */
const renderShell = siteShellMachine.provide({
  actors: { sendPageView: fromPromise(() => Promise.resolve(null)) },
})

/**
 * Runs the shell machine (maintenance, country, top banner, menu news) and the session machine
 * for the requested page, so the first response already has the right banner, China links,
 * signed-in header or maintenance page (spec 1 §2, §4).
 */
export async function loadShell(
  language: Language,
  path: string,
  referer: string,
): Promise<ShellSnapshots> {
  const [shell, session] = await Promise.all([
    settle(
      renderShell,
      { language, path, url: '', referer },
      (s) =>
        !s.matches({ maintenance: 'checking' }) &&
        !s.matches({ country: 'loading' }) &&
        (s.matches({ banner: 'shown' }) || s.matches({ banner: 'none' })) &&
        !s.matches({ news: 'loading' }) &&
        s.matches({ pageView: 'idle' }),
      (actor) => actor.send({ type: 'shell.navigated', path, url: '', userId: '' }),
    ),
    settle(sessionMachine, undefined, (s) => !s.matches('loading')),
  ])
  return {
    shell: shell.persisted,
    session: session.persisted,
    down: shell.snapshot.matches({ maintenance: 'down' }),
  }
}
