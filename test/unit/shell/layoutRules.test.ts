import { describe, expect, it } from 'vitest'
import {
  bannerHeight,
  contentOffset,
  layoutRules,
  type LayoutRules,
} from '../../../src/machines/shell/layoutRules.ts'

const shell = { showHeader: true, showFooter: true, showA11yButton: true }
const plain: LayoutRules = {
  ...shell,
  transparentHeader: false,
  topArtwork: false,
  darkTheme: false,
  fixedTopMenu: false,
}

describe('site shell path rules (spec 1 §2)', () => {
  it('home: header transparent until scroll, no footer', () => {
    expect(layoutRules('/')).toEqual({ ...plain, showFooter: false, transparentHeader: true })
    expect(layoutRules('/ko')).toEqual({ ...plain, showFooter: false, transparentHeader: true })
    expect(layoutRules('/ja/')).toEqual({ ...plain, showFooter: false, transparentHeader: true })
  })

  it('an ordinary page has the whole shell and nothing special', () => {
    expect(layoutRules('/pricing')).toEqual(plain)
    expect(layoutRules('/zh/product/overview')).toEqual(plain)
  })

  describe('header, footer and accessibility button hidden on invoice, swauth, store view and 404', () => {
    const bare = { showHeader: false, showFooter: false, showA11yButton: false }
    it.each([
      '/store/invoice/12',
      '/mypage/invoice',
      '/member/swauth',
      '/store/view/5',
      '/ko/store/view/5',
      '/404',
    ])('%s', (path) => {
      expect(layoutRules(path)).toMatchObject(bare)
    })
    it('and on the catch-all not-found page, whatever its path', () => {
      expect(layoutRules('/no/such/page', { notFound: true })).toMatchObject(bare)
    })
    it('but not on other store pages or look-alikes', () => {
      expect(layoutRules('/store/checkout')).toMatchObject(shell)
      expect(layoutRules('/invoices-help')).toMatchObject(shell)
      expect(layoutRules('/4040')).toMatchObject(shell)
    })
  })

  describe('top artwork on contact, reseller, userType, complete, mypage, academic, studentemailverify, subprocessors, steam, oss, form', () => {
    it.each([
      '/support/contact',
      '/reseller',
      '/pricing/userType',
      '/member/complete',
      '/mypage',
      '/mypage/account',
      '/academic/apply',
      '/member/studentemailverify',
      '/legal/subprocessors',
      '/event/steam',
      '/terms/oss',
      '/enterprise/form',
      '/ko/support/contact',
    ])('%s has the artwork', (path) => {
      expect(layoutRules(path).topArtwork).toBe(true)
    })
    it.each(['/support/contact/1', '/mypage/license/42', '/support/news/view', '/reseller/view'])(
      '%s ends in an id or view segment: no artwork',
      (path) => {
        expect(layoutRules(path).topArtwork).toBe(false)
      },
    )
    it.each(['/', '/pricing', '/product/keyfeature', '/support'])('%s has none', (path) => {
      expect(layoutRules(path).topArtwork).toBe(false)
    })
  })

  describe('dark theme on teamconsole, signin, signup and complete', () => {
    it.each([
      '/teamconsole',
      '/member/signin',
      '/member/signup',
      '/member/signup/company',
      '/member/complete',
      '/mypage/account/complete',
      '/ja/member/signin',
    ])('%s is dark', (path) => {
      expect(layoutRules(path).darkTheme).toBe(true)
    })
    it.each(['/', '/pricing', '/mypage', '/member/resetpw'])('%s is light', (path) => {
      expect(layoutRules(path).darkTheme).toBe(false)
    })
  })

  describe('fixed top menu on trial, swupdate, tutorials and teamconsole, except the trial form', () => {
    it.each([
      '/product/trial',
      '/swupdate',
      '/learn/tutorials',
      '/teamconsole',
      '/zh/learn/tutorials',
    ])('%s is fixed', (path) => {
      expect(layoutRules(path).fixedTopMenu).toBe(true)
    })
    it.each(['/product/trial/form', '/enterprise/trialform', '/', '/pricing'])(
      '%s is not',
      (path) => {
        expect(layoutRules(path).fixedTopMenu).toBe(false)
      },
    )
  })
})

describe('heights (spec 1 §2, §9): header 66 px; banner 50 px, 30 without a banner', () => {
  it('the banner band is 50 px with a banner and 30 px without (issue 11 defect 8)', () => {
    expect(bannerHeight(true)).toBe(50)
    expect(bannerHeight(false)).toBe(30)
  })
  it('an ordinary page starts under the header and the banner band', () => {
    expect(contentOffset(layoutRules('/pricing'), true)).toBe(66 + 50)
    expect(contentOffset(layoutRules('/pricing'), false)).toBe(66 + 30)
  })
  it('home starts under a real banner only: its header lies over the hero', () => {
    expect(contentOffset(layoutRules('/'), true)).toBe(50)
    expect(contentOffset(layoutRules('/'), false)).toBe(0)
  })
  it('a page without header starts at the top', () => {
    expect(contentOffset(layoutRules('/member/swauth'), true)).toBe(0)
  })
})
