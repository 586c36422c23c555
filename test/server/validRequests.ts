import { type EndpointName, type RequestOf, type Endpoints } from '../../src/contract/index.ts'
import { DEMO_PASSWORD } from '../../server/account/index.ts'

/** A valid request per endpoint; the type makes a new endpoint without an example fail to compile. */
export const VALID: { [K in EndpointName]: RequestOf<Endpoints[K]> } = {
  Health: {},
  GetUserInfo: {},
  Login: { id: 'personal', pw: 'Wrong!pass1', isRememberMe: false },
  IntegrationCheck: { id: 'personal', pw: 'Wrong!pass1', isRememberMe: false },
  IntegrationToken: { code: 'no-such-code', ip: '127.0.0.1', country: 'US' },
  Logout: {},
  GetCountryByIP: {},
  CheckID: { val: 'newcomer' },
  CheckEmail: { val: 'someone@example.com' },
  SetMemberField: {
    modFld: 'name',
    myId: 'personal',
    tartgetId: 'personal',
    keyVals: { val: 'Pat Personal', oldVal: '' },
  },
  CheckMyPW: { key: 'pw', val: DEMO_PASSWORD },
  GetMySessions: {},
  LogoutAll: {},
  SignInChallenge: {},
  SocialSignInStart: {},
  GetPricing: {},
  GetTopBanner: { lang: 'EN', applyUrl: '/' },
  GetList: {
    page: 0,
    pagesize: 4,
    keyVals: [
      { key: 'articleType', val: 'news' },
      { key: 'lang', val: 'en' },
    ],
  },
  GetView: { seq: 1, lang: 'en' },
  GetMaintenanceInfo: { url: '/' },
  zendeskTicketUpload: {
    ticket: {
      requester: { name: 'Pat', email: 'pat@example.com' },
      subject: 'Error report',
      comment: { html_body: '<p>Login failed</p>', type: 'Comment', uploads: [] },
      tags: ['english_md'],
      type: 'question',
      custom_fields: [{ id: 1, value: 'bug_report_' }],
    },
  },
  PageView: {
    userId: '',
    event_timestamp: 1_700_000_000_000,
    event_name: 'page_view',
    product: 'md',
    json_data: { uid: 'u-1', url: '/', referer: '', device: 'desktop' },
  },
  GetConfig: {},
  // E-mail verification and password reset (issue 11): answers that write nothing and send nothing.
  VerifyEmail: { token: 'A'.repeat(43) },
  ResendVerifyEmail: { id: 'personal', comId: '' },
  SetEmail: { email: 'admin@ateliernord.demo.drape3d.test', id: 'personal', comId: '' },
  SendResetPwMail: { email: 'nobody@example.com' },
  SendResetCompanyPwMail: { email: 'nobody@example.com' },
  CheckVaildPwMail: { verifyToken: 'A'.repeat(43) },
  SetPw: { verifyToken: 'A'.repeat(43), id: 'personal', pw: 'New#pass2026' },
  GetMailbox: { to: '' },
}
