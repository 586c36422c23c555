import type { AnyMachineSnapshot } from 'xstate'
import { MemberType } from '../contract/index.ts'
import { errorPopupMachine } from '../machines/shell/errorPopup.ts'
import { headerMenuMachine } from '../machines/shell/headerMenu.ts'
import { homeContentMachine } from '../machines/content/homeContent.ts'
import { ONE_DAY_MS, popupSuppressionMachine } from '../machines/shell/popupSuppression.ts'
import type { RegistryEntry } from './testing/testModel.ts'
import { sessionMachine } from '../machines/account/session.ts'
import { signInMachine, type SignInContext } from '../machines/account/signIn.ts'
import { signOutMachine } from '../machines/account/signOut.ts'
import { socialSignInMachine } from '../machines/account/socialSignIn.ts'
import { failures, loginAnswer, logoutAnswer, tokenAnswer, userInfo } from './testing/fixtures.ts'

/**
 * Every business process of the site, with its rules and its test model: the payload of each
 * event and each outcome of each service. `npm run test:model`, the atlas (/machines) and
 * `npm run atlas:export` all read this list; explicit imports keep it loadable in plain Node.
 *
 * Not yet registered: `siteShell` (src/machines/siteShell.ts). Its five parallel regions multiply
 * into about two hundred combined states, so it needs a test model per region (or a projection of
 * the value per region) before its paths stay readable.
 */

const change = (field: 'id' | 'pw', value: string, name: string) => ({
  name,
  event: { type: 'field.change', field, value },
})
const FIXED_NOW = Date.UTC(2025, 9, 1, 12)

export const registry: RegistryEntry[] = [
  {
    id: 'signIn',
    title: 'Sign in with id and password',
    area: 'accounts',
    rules: [
      'SIGNIN-1',
      'SIGNIN-2',
      'SIGNIN-3',
      'SIGNIN-4',
      'SIGNIN-5',
      'SIGNIN-6',
      'SIGNIN-7',
      'SIGNIN-8',
      'SIGNIN-9',
      'SIGNIN-10',
      'SIGNIN-11',
      'SIGNIN-12',
      'SIGNIN-13',
    ],
    machine: signInMachine,
    model: {
      inputs: [{ name: 'no return address', input: { search: {} } }],
      events: {
        'field.change': [
          change('id', 'alice', 'types the id'),
          change('id', '   ', 'leaves only spaces in the id'),
          change('pw', 'Secret#123', 'types the password'),
          change('pw', '', 'clears the password'),
          change('pw', 'alice', 'types a password equal to the id'),
        ],
        'form.submit': [{ name: 'submits', event: { type: 'form.submit' } }],
        'form.retry': [{ name: 'tries again', event: { type: 'form.retry' } }],
        'integration.continue': [{ name: 'continues', event: { type: 'integration.continue' } }],
      },
      outcomes: {
        login: {
          done: [
            { name: 'loginResult 0, verified personal user', output: loginAnswer() },
            { name: 'loginResult 0, no e-mail', output: loginAnswer({ email: '' }) },
            {
              name: 'loginResult 0, e-mail not verified',
              output: loginAnswer({ isVerifyEmail: false }),
            },
            {
              name: 'loginResult 0, password equal to id',
              output: loginAnswer({ isPwSameAsId: true }),
            },
            {
              name: 'loginResult 0, linked company not integrated',
              output: loginAnswer({ memberType: MemberType.COMPANY_USER, closetIntegration: 1 }),
            },
            {
              name: 'loginResult 0, linked company integrated',
              output: loginAnswer(
                { memberType: MemberType.COMPANY_USER, closetIntegration: 1 },
                { Integrated: true },
              ),
            },
            {
              name: 'loginResult 0, linked personal not integrated',
              output: loginAnswer({ closetIntegration: 1 }),
            },
            {
              name: 'loginResult -1',
              output: loginAnswer({ loginResult: -1 }, { errMsg: 'invalid id or password' }),
            },
            { name: 'loginResult 2', output: loginAnswer({ loginResult: 2 }, { errMsg: 'blank' }) },
            {
              name: 'loginResult -2',
              output: loginAnswer({ loginResult: -2 }, { errMsg: 'contact' }),
            },
            {
              name: 'loginResult -7 (other)',
              output: loginAnswer({ loginResult: -7 }, { errMsg: 'account locked' }),
            },
          ],
          error: [
            { name: 'HTTP 500', error: failures.http500('Login') },
            { name: 'HTTP 429', error: failures.http429('Login') },
            { name: 'network down', error: failures.network('Login') },
            { name: 'timeout', error: failures.timeout('Login') },
            { name: 'answer breaks the contract', error: failures.invalid('Login') },
          ],
        },
      },
      project: (s: AnyMachineSnapshot) => {
        const c = s.context as SignInContext
        const idBlank = c.id.trim() === ''
        const pwBlank = c.pw.trim() === ''
        return { idBlank, pwBlank, same: !idBlank && c.pw === c.id }
      },
      effects: ['navigate', 'rememberSession', 'sessionChanged', 'reportFailure'],
    },
  },
  {
    id: 'socialSignIn',
    title: 'Sign in with a social-platform token',
    area: 'accounts',
    rules: ['SOCIAL-1', 'SOCIAL-2', 'SOCIAL-3', 'SOCIAL-4', 'SOCIAL-5', 'SOCIAL-6', 'SOCIAL-7'],
    machine: socialSignInMachine,
    model: {
      inputs: [
        { name: 'link with a code', input: { code: 'demo-social-ok' } },
        { name: 'link without a code', input: { code: '' } },
      ],
      events: { 'link.signIn': [{ name: 'chooses to sign in', event: { type: 'link.signIn' } }] },
      outcomes: {
        integrationToken: {
          done: [
            {
              name: 'errCode 0 with a token, first login',
              output: tokenAnswer(0, 'social-token', true),
            },
            {
              name: 'errCode 0 with a token, returning user',
              output: tokenAnswer(0, 'social-token', false),
            },
            { name: 'errCode 0 without a token', output: tokenAnswer(0, '') },
            { name: 'errCode -300', output: tokenAnswer(-300, '') },
            { name: 'errCode -301', output: tokenAnswer(-301, '') },
            { name: 'errCode -1 (other)', output: tokenAnswer(-1, '') },
          ],
          error: [
            { name: 'HTTP 400', error: failures.http400('IntegrationToken') },
            { name: 'HTTP 500', error: failures.http500('IntegrationToken') },
            { name: 'network down', error: failures.network('IntegrationToken') },
            { name: 'timeout', error: failures.timeout('IntegrationToken') },
          ],
        },
      },
      effects: ['navigate', 'rememberSession', 'sessionChanged'],
    },
  },
  {
    id: 'signOut',
    title: 'Sign out',
    area: 'accounts',
    rules: ['SIGNOUT-1', 'SIGNOUT-2'],
    machine: signOutMachine,
    model: {
      inputs: [
        { name: 'with a return address', input: { returnUrl: '/pricing' } },
        { name: 'without a return address', input: { returnUrl: null } },
      ],
      events: {},
      outcomes: {
        logout: {
          done: [{ name: 'session ended', output: logoutAnswer() }],
          error: [
            { name: 'HTTP 500', error: failures.http500('Logout') },
            { name: 'network down', error: failures.network('Logout') },
          ],
        },
      },
      effects: ['clearSession', 'sessionChanged', 'navigate'],
    },
  },
  {
    id: 'session',
    title: 'Session: who is signed in',
    area: 'accounts',
    rules: ['SESSION-1', 'SESSION-2'],
    machine: sessionMachine,
    model: {
      inputs: [{ name: 'page load', input: undefined }],
      events: {
        'session.refresh': [{ name: 'refreshes', event: { type: 'session.refresh' } }],
        'session.signedOut': [{ name: 'signs out', event: { type: 'session.signedOut' } }],
      },
      outcomes: {
        loadUser: {
          done: [
            { name: 'a member is signed in', output: userInfo() },
            { name: 'nobody (401)', output: null },
          ],
          error: [{ name: 'network down', error: failures.network('GetUserInfo') }],
        },
      },
      effects: [],
    },
  },
  {
    id: 'popupSuppression',
    title: 'Pop-up suppression',
    area: 'shell',
    rules: ['POPUP-1', 'POPUP-2', 'POPUP-3', 'POPUP-4', 'POPUP-5', 'POPUP-6'],
    machine: popupSuppressionMachine,
    model: {
      inputs: [
        { name: 'dismissible pop-up', input: { id: 'linux', policy: 'dismissible' } },
        { name: 'survey', input: { id: 'survey', policy: 'survey' } },
        { name: 'legal notice', input: { id: 'legal', policy: 'legal' } },
      ],
      events: {
        'popup.close': [
          { name: 'closes', event: { type: 'popup.close', choice: 'none' } },
          { name: 'closes for a day', event: { type: 'popup.close', choice: 'oneDay' } },
          { name: 'closes for good', event: { type: 'popup.close', choice: 'lifetime' } },
        ],
        'popup.escape': [{ name: 'presses Escape', event: { type: 'popup.escape' } }],
        'popup.outsideClick': [{ name: 'clicks outside', event: { type: 'popup.outsideClick' } }],
      },
      outcomes: {
        '0.popupSuppression.checking': {
          done: [
            { name: 'never closed', output: { now: FIXED_NOW, marked: false, lastClosedAt: null } },
            {
              name: 'closed an hour ago',
              output: { now: FIXED_NOW, marked: true, lastClosedAt: FIXED_NOW - 3_600_000 },
            },
            {
              name: 'closed two days ago',
              output: { now: FIXED_NOW, marked: true, lastClosedAt: FIXED_NOW - 2 * ONE_DAY_MS },
            },
          ],
          error: [{ name: 'cookies unreadable', error: new Error('cookies unreadable') }],
        },
      },
      project: (s: AnyMachineSnapshot) => {
        const memory = (
          s.context as {
            memory: { marked: boolean; now: number; lastClosedAt: number | null } | null
          }
        ).memory
        return memory
          ? {
              marked: memory.marked,
              recent:
                memory.lastClosedAt !== null && memory.now - memory.lastClosedAt <= ONE_DAY_MS,
            }
          : null
      },
      effects: ['remember'],
    },
  },
  {
    id: 'errorPopup',
    title: 'Global error pop-up',
    area: 'shell',
    rules: ['ERRPOP-1', 'ERRPOP-2', 'ERRPOP-3', 'ERRPOP-4'],
    machine: errorPopupMachine,
    model: {
      inputs: [{ name: 'page', input: undefined }],
      events: {
        'error.raised': [
          {
            name: 'a call fails',
            event: {
              type: 'error.raised',
              error: {
                apiName: 'Join',
                code: -500,
                message: 'Internal server error while joining',
                detail: 'HTTP 500',
              },
              page: '/member/signup',
            },
          },
        ],
        'error.contact': [{ name: 'contacts us', event: { type: 'error.contact' } }],
        'error.send': [{ name: 'sends the error code', event: { type: 'error.send' } }],
        'error.dismiss': [{ name: 'dismisses', event: { type: 'error.dismiss' } }],
      },
      outcomes: {
        '0.errorPopup.sending': {
          done: [
            { name: 'ticket created', output: { data: { result: { errCode: 0, errMsg: 'OK' } } } },
          ],
          error: [{ name: 'help desk down', error: failures.http500('zendeskTicketUpload') }],
        },
      },
      effects: ['goTo'],
    },
  },
  {
    id: 'headerMenu',
    title: 'Header menus',
    area: 'shell',
    rules: ['MENU-1', 'MENU-2', 'MENU-3'],
    machine: headerMenuMachine,
    uncovered: {
      'hoverOpen|menu.hover|0:false':
        'Unreachable: hoverOpen exists only above 1279 px, and crossing the breakpoint closes every menu first, so isWide is always true here.',
      'leaving|menu.hover|0:false':
        'Unreachable: leaving follows hoverOpen, which exists only above 1279 px; a resize across the breakpoint closes the menu first.',
    },
    model: {
      inputs: [
        { name: 'wide window (1440 px)', input: { width: 1440 } },
        { name: 'compact window (1024 px)', input: { width: 1024 } },
      ],
      events: {
        'menu.hover': [
          { name: 'hovers Product', event: { type: 'menu.hover', id: 'product' } },
          { name: 'hovers Learn', event: { type: 'menu.hover', id: 'learn' } },
        ],
        'menu.leave': [{ name: 'leaves the menu', event: { type: 'menu.leave' } }],
        'menu.click': [
          { name: 'clicks Product', event: { type: 'menu.click', id: 'product' } },
          { name: 'clicks Support', event: { type: 'menu.click', id: 'support' } },
        ],
        'menu.escape': [{ name: 'presses Escape', event: { type: 'menu.escape' } }],
        'menu.navigate': [{ name: 'follows a link', event: { type: 'menu.navigate' } }],
        'menu.toggleDrawer': [{ name: 'taps the hamburger', event: { type: 'menu.toggleDrawer' } }],
        'menu.resize': [
          { name: 'resizes to 1440 px', event: { type: 'menu.resize', width: 1440 } },
          { name: 'resizes to 800 px', event: { type: 'menu.resize', width: 800 } },
        ],
      },
      outcomes: {},
      project: (s: AnyMachineSnapshot) => s.context as unknown,
      effects: [],
    },
  },
  {
    id: 'homeContent',
    title: 'Home page news',
    area: 'content',
    rules: [],
    machine: homeContentMachine,
    model: {
      inputs: [{ name: 'English home page', input: { language: 'en' } }],
      events: { 'home.retry': [{ name: 'retries', event: { type: 'home.retry' } }] },
      outcomes: {
        '0.homeContent.loading': {
          done: [{ name: 'no news yet', output: [] }],
          error: [
            { name: 'HTTP 500', error: failures.http500('GetList') },
            { name: 'network down', error: failures.network('GetList') },
          ],
        },
      },
      effects: ['reportFailure'],
    },
  },
]

export const registryById = (id: string): RegistryEntry | undefined =>
  registry.find((e) => e.id === id)
