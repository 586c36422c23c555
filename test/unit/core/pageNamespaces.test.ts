import { describe, expect, it } from 'vitest'
import { SHELL_NAMESPACES, pageNamespaces } from '../../../src/i18n/boot.ts'

describe('a page receives the translations of its areas only (issue 8)', () => {
  it('every page gets the shell; the home page its own texts', () => {
    expect(pageNamespaces(['__root__', '/']).sort()).toEqual([...SHELL_NAMESPACES, 'home'].sort())
  })

  it('a route in an area group gets the namespace named after the area, when there is one', () => {
    const pricing = pageNamespaces(['__root__', '/(commerce)/pricing/'])
    expect(pricing).toContain('commerce')
    // The overview shows no account texts: they are not sent with it.
    expect(pricing).not.toContain('account')
    expect(pageNamespaces(['__root__', '/(account)/member/signin'])).toContain('account')
    // An area without texts of its own adds nothing it does not have.
    expect(pageNamespaces(['__root__', '/(nosuch)/page'])).not.toContain('nosuch')
  })

  it('the order pages of the commerce area still get the account texts they show', () => {
    expect(
      pageNamespaces(['__root__', '/(commerce)/pricing/$userType/$licenseType/$period']),
    ).toEqual(expect.arrayContaining(['commerce', 'account']))
  })

  it('my page gets the store texts for product names, the invoice its own words; the account page neither', () => {
    expect(pageNamespaces(['__root__', '/(account)/mypage/'])).toContain('commerce')
    const invoice = pageNamespaces(['__root__', '/(account)/mypage/invoice/$type/$orderno'])
    expect(invoice).toContain('invoice')
    expect(invoice).not.toContain('commerce')
    expect(pageNamespaces(['__root__', '/(account)/mypage/account'])).not.toContain('commerce')
    expect(pageNamespaces(['__root__', '/(account)/mypage/account'])).toContain('profile')
  })
})
